import { ItemList, ListItem, MetaList } from "@hoa/ui";
import {
  formatDollars,
  type Citation,
  type PaymentApplication,
  type ViolationRuleSet,
} from "@hoa/validation/violation-rules";

/** One rule as the page shows it: what it says in short, and where it comes from. */
interface ShownRule {
  title: string;
  value: string;
  /** None for a rule the rule set does not have (no fining committee). */
  citation: Citation | null;
}

const dayCount = (days: number) => (days === 1 ? "1 day" : `${days} days`);

/** "Civil Code 5855(a)-(b)", "Florida Statutes 720.305(2)(b)", "Your governing documents: Cure". */
export const citationLabel = (citation: Citation) =>
  citation.code === "Your governing documents"
    ? `${citation.code}: ${citation.section}`
    : `${citation.code} ${citation.section}`;

const allowed = (value: boolean) => (value ? "Allowed" : "Not allowed");

const paymentLabels: Readonly<Record<PaymentApplication, string>> = {
  assessments: "assessments",
  finesAndFees: "fines, fees and charges",
};

function fineCaps({ fineCap }: ViolationRuleSet): string {
  const { perViolationCents, continuingTotalCents, liftedBy } = fineCap;
  if (perViolationCents === null && continuingTotalCents === null) return "No cap";
  const caps = [
    perViolationCents === null
      ? "No cap per violation"
      : `${formatDollars(perViolationCents)} per violation`,
    continuingTotalCents === null
      ? null
      : `${formatDollars(continuingTotalCents)} in total for a continuing violation`,
  ].filter((cap) => cap !== null);
  const lift =
    liftedBy === "healthSafetyFinding"
      ? "; lifted by the board's written finding, in an open meeting, that the violation may harm health or safety"
      : liftedBy === "governingDocuments"
        ? "; lifted where your governing documents provide higher fines"
        : "";
  return `${caps.join("; ")}${lift}`;
}

function lien({ finesMayBecomeLien }: ViolationRuleSet): string {
  switch (finesMayBecomeLien.when) {
    case "never":
      return "Never";
    case "fromAmount":
      return `Only a fine of ${formatDollars(finesMayBecomeLien.minimumCents)} or more`;
    case "governingDocuments":
      return "As your governing documents and your state's law provide";
  }
}

/** "Internal dispute resolution, ..." from the rule set's words that go on from "through". */
const upperFirst = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** The rules of a rule set, in the order a violation meets them. */
export function shownRules(rules: ViolationRuleSet): ShownRule[] {
  const { hearingNotice, cureDays, decisionNotice, paymentOrder, finingCommittee } = rules;
  return [
    {
      title: "Hearing notice",
      value: `At least ${dayCount(hearingNotice.days)} before the hearing, ${
        hearingNotice.delivery === "individual"
          ? "delivered to the member individually (in person or by individual delivery)"
          : "in writing"
      }`,
      citation: hearingNotice.citation,
    },
    {
      title: "Cure period",
      value:
        cureDays.days === null
          ? "Until the hearing"
          : cureDays.days === 0
            ? "None"
            : `${dayCount(cureDays.days)} from the notice`,
      citation: cureDays.citation,
    },
    {
      title: "Cure before the hearing",
      value: rules.cureBeforeHearingBarsFine.value ? "Bars a fine" : "Does not bar a fine",
      citation: rules.cureBeforeHearingBarsFine.citation,
    },
    {
      title: "Decision notice",
      value:
        decisionNotice.days === null
          ? "No deadline"
          : `In writing within ${dayCount(decisionNotice.days)} after the hearing`,
      citation: decisionNotice.citation,
    },
    { title: "Fine caps", value: fineCaps(rules), citation: rules.fineCap.citation },
    {
      title: "Late fees on fines",
      value: allowed(rules.finesAccrueLateFees.value),
      citation: rules.finesAccrueLateFees.citation,
    },
    {
      title: "Interest on fines",
      value: allowed(rules.finesAccrueInterest.value),
      citation: rules.finesAccrueInterest.citation,
    },
    { title: "Liens for fines", value: lien(rules), citation: rules.finesMayBecomeLien.citation },
    {
      title: "Payment order",
      value:
        paymentOrder.order === null
          ? "No order set"
          : paymentOrder.order
              .map((item, index) => (index === 0 ? "First " : "then ") + paymentLabels[item])
              .join(", "),
      citation: paymentOrder.citation,
    },
    {
      title: "Fining committee",
      value:
        finingCommittee === null
          ? "Not required: the board decides"
          : `At least ${finingCommittee.minMembers} members who are not officers, directors or employees of the association, nor their relatives`,
      citation: finingCommittee?.citation ?? null,
    },
    {
      title: "Challenging a decision",
      value: upperFirst(rules.disputeResolution.process),
      citation: rules.disputeResolution.citation,
    },
  ];
}

/** The rules in effect, read-only: each with what it says, its citation and its plain-English text. */
export function EffectiveRules({ rules }: { rules: ViolationRuleSet }) {
  return (
    <ItemList label={`${rules.name} rules`}>
      {shownRules(rules).map((rule) => (
        <ListItem
          key={rule.title}
          title={rule.title}
          meta={
            rule.citation ? (
              <MetaList
                items={[{ label: "Source", icon: "file", value: citationLabel(rule.citation) }]}
              />
            ) : null
          }
        >
          <p>
            <strong>{rule.value}</strong>
          </p>
          {rule.citation ? <p>{rule.citation.text}</p> : null}
        </ListItem>
      ))}
    </ItemList>
  );
}
