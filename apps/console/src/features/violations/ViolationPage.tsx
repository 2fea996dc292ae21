import {
  Button,
  Card,
  DetailList,
  ItemList,
  ListItem,
  MetaList,
  Page,
  PageHeader,
  Stack,
  StatusPill,
  formatDate,
  type DetailItem,
  type StatusTone,
} from "@hoa/ui";
import { timeZoneOf, type TimeZone } from "@hoa/validation";
import {
  APPEAL_RESULT_LABELS,
  VIOLATION_DECISION_LABELS,
  VIOLATION_OUTCOME_LABELS,
  type ViolationStep,
} from "@hoa/validation/violations";
import { useState, type ReactNode } from "react";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import { RecentActivityCard } from "../../lib/RecentActivityCard";
import { ActionButton } from "../../lib/RecordActions";
import { recordPage, type RecordViewProps } from "../../lib/RecordPage";
import { TextLink } from "../../lib/TextLink";
import { LetterPdfButton } from "./LetterPdfButton";
import {
  useViolation,
  useViolationConsistency,
  useViolationTimeline,
  type TimelineEntry,
  type Violation,
} from "./api";
import { ViolationPhotos } from "./ViolationPhotos";
import {
  ViolationStatusPill,
  amountOrNull,
  fineLabel,
  formatInstant,
  ruleSetName,
  violationTitle,
} from "./ViolationPills";
import {
  AppealDialog,
  DecisionDialog,
  HearingDialog,
  NoteStepDialog,
  type NoteStep,
} from "./ViolationStepDialogs";
import "./violations.css";

/** One violation: its facts, its next step, its timeline with each letter, and past decisions. */
export default recordPage({
  param: "violationId",
  useRecord: useViolation,
  back: { href: paths.violations.href(), label: "Violations" },
  noun: "Violation",
  icon: "shield",
  missingHint: "Find it in the list of violations.",
  view: ViolationView,
});

type StepDialog = NoteStep | "hearing" | "decision" | "appeal";

/** A header button that opens a step's dialog. */
interface StepAction {
  dialog: StepDialog;
  label: string;
}

/**
 * What can be done next, by status: the first is the primary action. Withdrawing (closing with no
 * fine) is offered until the board decides.
 */
const withdrawStep: StepAction = { dialog: "close", label: "Withdraw" };

function nextSteps(violation: Violation): StepAction[] {
  const withdraw = withdrawStep;
  switch (violation.status) {
    case "reported":
      return [
        { dialog: "courtesyNotice", label: "Send courtesy notice" },
        { dialog: "hearing", label: "Notice hearing" },
        withdraw,
      ];
    case "noticed":
      return [
        { dialog: "hearing", label: "Notice hearing" },
        { dialog: "cure", label: "Mark cured" },
        withdraw,
      ];
    case "hearing":
      return [
        { dialog: "decision", label: "Record decision" },
        { dialog: "hearing", label: "Move hearing" },
        { dialog: "cure", label: "Mark cured" },
        withdraw,
      ];
    case "decided":
      return violation.appeal
        ? [{ dialog: "close", label: "Close violation" }]
        : [
            { dialog: "close", label: "Close violation" },
            { dialog: "appeal", label: "Record appeal result" },
          ];
    case "closed":
      return [];
  }
}

function ViolationView({ orgId, record: violation, backLink }: RecordViewProps<Violation>) {
  const { isOrganizationAdmin, organization } = useOrganizationSession();
  const zone: TimeZone = timeZoneOf(organization?.timeZone);
  const [dialog, setDialog] = useState<StepDialog | null>(null);
  const steps = isOrganizationAdmin ? nextSteps(violation) : [];
  const [primary, ...others] = steps;
  const close = () => setDialog(null);
  return (
    <Page>
      <PageHeader
        title={violationTitle(violation)}
        description={
          <span className="violation-header">
            <ViolationStatusPill status={violation.status} />
            <span>Observed {formatDate(violation.observedOn)}</span>
          </span>
        }
        backLink={backLink}
        actions={
          steps.length > 0 ? (
            <>
              {others.map((step) => (
                <Button
                  key={step.label}
                  // Withdrawing ends the case: quiet until its dialog confirms it.
                  variant={step === withdrawStep ? "quiet" : "secondary"}
                  tone={step === withdrawStep ? "danger" : "default"}
                  onClick={() => setDialog(step.dialog)}
                >
                  {step.label}
                </Button>
              ))}
              {primary ? (
                <ActionButton
                  icon={
                    primary.dialog === "courtesyNotice" || primary.dialog === "hearing"
                      ? "send"
                      : "check"
                  }
                  onClick={() => setDialog(primary.dialog)}
                >
                  {primary.label}
                </ActionButton>
              ) : null}
            </>
          ) : null
        }
      />
      <Facts violation={violation} zone={zone} admin={isOrganizationAdmin} />
      <ViolationPhotos
        orgId={orgId}
        violation={violation}
        zone={zone}
        sender={isOrganizationAdmin ? "board" : undefined}
      />
      <Timeline orgId={orgId} violation={violation} zone={zone} admin={isOrganizationAdmin} />
      <Consistency orgId={orgId} violation={violation} />
      <RecentActivityCard
        orgId={orgId}
        resourceId={violation.id}
        description="The latest changes to this violation."
      />
      {dialog === "courtesyNotice" || dialog === "cure" || dialog === "close" ? (
        <NoteStepDialog orgId={orgId} violation={violation} step={dialog} onClose={close} />
      ) : null}
      {dialog === "hearing" ? (
        <HearingDialog orgId={orgId} violation={violation} onClose={close} />
      ) : null}
      {dialog === "decision" ? (
        <DecisionDialog orgId={orgId} violation={violation} onClose={close} />
      ) : null}
      {dialog === "appeal" ? (
        <AppealDialog orgId={orgId} violation={violation} onClose={close} />
      ) : null}
    </Page>
  );
}

const only = (shown: boolean, item: DetailItem): DetailItem[] => (shown ? [item] : []);

function Facts({
  violation,
  zone,
  admin,
}: {
  violation: Violation;
  zone: TimeZone;
  admin: boolean;
}) {
  const { hearing, decision } = violation;
  const fined = amountOrNull(violation.fined);
  const categoryFine = amountOrNull(violation.category.fine);
  return (
    <Card title="Details" headingLevel={2}>
      <DetailList
        items={[
          { label: "Status", value: <ViolationStatusPill status={violation.status} /> },
          {
            label: "Property",
            value: (
              <TextLink to={paths.property.href(violation.propertyId)}>
                {violation.propertyLabel}
              </TextLink>
            ),
          },
          { label: "Category", value: violation.category.name },
          { label: "Rule", value: violation.category.rule || "—" },
          {
            label: "Observed",
            value: `${formatDate(violation.observedOn)}${violation.location ? ` · ${violation.location}` : ""}`,
          },
          {
            label: "Reported by",
            value: `${violation.reportedBy.name || "Someone"}, ${formatInstant(violation.createdAt, zone)}`,
          },
          {
            label: "Rule set",
            value: `${ruleSetName(violation.ruleSet.id)}, as of ${formatDate(violation.ruleSet.version)}`,
          },
          {
            label: "Cure period",
            value:
              violation.category.cureDays > 0
                ? `${violation.category.cureDays} ${violation.category.cureDays === 1 ? "day" : "days"}`
                : "None",
          },
          { label: "Category's fine", value: categoryFine ?? "None" },
          ...only(violation.noticedAt !== null, {
            label: "Courtesy notice",
            value: violation.noticedAt ? formatInstant(violation.noticedAt, zone) : "",
          }),
          ...only(violation.cureBy !== null, {
            label: "Cure by",
            value: violation.cureBy ? formatDate(violation.cureBy) : "",
          }),
          ...only(hearing !== null, {
            label: "Hearing",
            value: hearing ? `${formatInstant(hearing.at, zone)} · ${hearing.location}` : "",
          }),
          ...only(decision !== null, {
            label: "Decision",
            value: decision
              ? [
                  VIOLATION_DECISION_LABELS[decision.decision],
                  decision.decision === "fine" ? fineLabel(decision) : null,
                  decision.decision === "suspension" ? decision.suspension : null,
                  decision.healthSafetyFinding ? "with a written health-and-safety finding" : null,
                  `by ${decision.decidedBy.name || "the board"}, ${formatInstant(decision.decidedAt, zone)}`,
                ]
                  .filter(Boolean)
                  .join(" · ")
              : "",
          }),
          ...only(violation.appeal !== null, {
            label: "Appeal",
            value: violation.appeal
              ? `${APPEAL_RESULT_LABELS[violation.appeal.result]} · by ${violation.appeal.decidedBy.name || "the board"}, ${formatInstant(violation.appeal.decidedAt, zone)}`
              : "",
          }),
          ...only(fined !== null, {
            label: "Fined",
            value: admin ? (
              <span className="violation-header">
                <span>{fined}</span>
                <TextLink to={paths.billingProperty.href(violation.propertyId)}>
                  Billing account
                </TextLink>
              </span>
            ) : (
              fined
            ),
          }),
          ...only(violation.outcome !== null, {
            label: "Outcome",
            value: violation.outcome ? VIOLATION_OUTCOME_LABELS[violation.outcome] : "",
          }),
          ...only(violation.closedAt !== null, {
            label: "Closed",
            value: violation.closedAt ? formatInstant(violation.closedAt, zone) : "",
          }),
        ]}
      />
      {violation.description ? (
        <p className="violation-description">{violation.description}</p>
      ) : null}
    </Card>
  );
}

const stepLabels: Readonly<Record<ViolationStep, string>> = {
  reported: "Reported",
  courtesyNotice: "Courtesy notice",
  hearingNotice: "Hearing notice",
  decision: "Decision",
  decisionNotice: "Decision notice",
  finePosted: "Fine posted",
  cured: "Cured",
  closed: "Closed",
  note: "Note",
  reply: "Resident reply",
  photo: "Photo",
  appeal: "Appeal",
  fineReversed: "Fine reversed",
};

const stepTones: Partial<Record<ViolationStep, StatusTone>> = {
  reply: "warning",
  decision: "primary",
  finePosted: "danger",
  cured: "success",
  appeal: "primary",
  fineReversed: "success",
};

/** A letter as the timeline shows it, with its PDF to print and mail. */
function Letter({
  orgId,
  violation,
  entry,
}: {
  orgId: string;
  violation: Violation;
  entry: TimelineEntry;
}) {
  const { letter } = entry;
  if (!letter) return null;
  return (
    <section className="violation-letter" aria-label={`Letter: ${letter.title}`}>
      <h4 className="violation-letter__title">{letter.title}</h4>
      {letter.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {letter.citation ? (
        <p className="violation-letter__aside">Citation: {letter.citation}</p>
      ) : null}
      <p className="violation-letter__aside">
        {letter.sentTo.length > 0
          ? `Sent to ${letter.sentTo.join(", ")}`
          : "Sent by email to no one"}
      </p>
      <div>
        <LetterPdfButton
          orgId={orgId}
          violationId={violation.id}
          entryId={entry.id}
          title={letter.title}
          reader="board"
        />
      </div>
    </section>
  );
}

function Timeline({
  orgId,
  violation,
  zone,
  admin,
}: {
  orgId: string;
  violation: Violation;
  zone: TimeZone;
  admin: boolean;
}) {
  const timeline = useViolationTimeline(orgId, violation.id);
  let content: ReactNode;
  if (timeline.isPending) content = <p role="status">Loading the timeline...</p>;
  else if (timeline.isError) {
    content = (
      <p role="alert">
        The timeline could not be loaded.{" "}
        <Button variant="secondary" size="sm" onClick={() => void timeline.refetch()}>
          Try again
        </Button>
      </p>
    );
  } else {
    content = (
      <ItemList label="Timeline">
        {timeline.data.map((entry) => (
          <ListItem
            key={entry.id}
            title={entry.summary}
            badges={
              <StatusPill tone={stepTones[entry.step] ?? "neutral"}>
                {stepLabels[entry.step]}
              </StatusPill>
            }
            meta={
              <MetaList
                items={[
                  {
                    icon: "clock",
                    label: "When",
                    value: <time dateTime={entry.at}>{formatInstant(entry.at, zone)}</time>,
                  },
                  ...(entry.by
                    ? [{ icon: "person" as const, label: "By", value: entry.by.name || "Someone" }]
                    : []),
                ]}
              />
            }
          >
            <Stack>
              {entry.note ? (
                entry.step === "reply" ? (
                  <blockquote className="violation-reply">{entry.note}</blockquote>
                ) : (
                  <p className="violation-note">{entry.note}</p>
                )
              ) : null}
              <Letter orgId={orgId} violation={violation} entry={entry} />
              {entry.ledgerEntryId && admin ? (
                <p className="violation-note">
                  <TextLink to={paths.billingProperty.href(violation.propertyId)}>
                    See it in the property's ledger
                  </TextLink>
                </p>
              ) : null}
            </Stack>
          </ListItem>
        ))}
      </ItemList>
    );
  }
  return (
    <Card
      title="Timeline"
      headingLevel={2}
      description="Each step, oldest first, with the letters sent and the residents' replies."
    >
      {content}
    </Card>
  );
}

const endings = [
  ["cured", "Cured"],
  ["noAction", "No action"],
  ["fined", "Fined"],
  ["suspended", "Suspended"],
  ["withdrawn", "Withdrawn"],
] as const;

/** How the other violations of its category ended, so the board enforces alike. */
function Consistency({ orgId, violation }: { orgId: string; violation: Violation }) {
  const consistency = useViolationConsistency(orgId, violation.id);
  let content: ReactNode;
  if (consistency.isPending) content = <p role="status">Loading past decisions...</p>;
  else if (consistency.isError) {
    content = (
      <p role="alert">
        The past decisions could not be loaded.{" "}
        <Button variant="secondary" size="sm" onClick={() => void consistency.refetch()}>
          Try again
        </Button>
      </p>
    );
  } else if (consistency.data.ended === 0) {
    content = (
      <p className="violation-note">
        No other {consistency.data.category} violation has ended yet.
      </p>
    );
  } else {
    const { fines } = consistency.data;
    content = (
      <DetailList
        items={[
          { label: "Ended", value: String(consistency.data.ended) },
          ...endings.map(([key, label]) => ({ label, value: String(consistency.data[key]) })),
          { label: "Fines in total", value: fines.total },
          { label: "Average fine", value: fines.average ?? "—" },
          { label: "Lowest fine", value: fines.lowest ?? "—" },
          { label: "Highest fine", value: fines.highest ?? "—" },
        ]}
      />
    );
  }
  return (
    <Card
      title="Consistency"
      headingLevel={2}
      description={`How the other ${violation.category.name} violations ended.`}
    >
      {content}
    </Card>
  );
}
