import { formatCents, parseCents, type TimeZone } from "@hoa/validation";
import {
  feeRulesForFines,
  formatDollars,
  type Citation,
  type ViolationRuleSet,
} from "@hoa/validation/violation-rules";
import {
  VIOLATION_DECISION_LABELS,
  fineWords,
  type AppealResult,
  type ViolationDecision,
} from "@hoa/validation/violations";
import type { MailMessage } from "../../mail/queue.js";
import { oneLine, renderEmail } from "../../mail/render.js";
import { eventStartLabel } from "../events/email.js";
import type { Violation } from "./documents.js";

/** A letter of a step, before it is sent: what it says and the rule it cites. */
export interface LetterDraft {
  title: string;
  paragraphs: string[];
  citation: string;
}

/** "Civil Code 5855(a)-(b)": how a letter cites a rule. */
export const citationLabel = (citation: Citation): string =>
  citation.code === "Your governing documents"
    ? "your governing documents"
    : `${citation.code} ${citation.section}`;

/** " (Civil Code 5900-5920)" after a sentence's words; nothing for the organization's own rules. */
const citedAfter = (citation: Citation): string =>
  citation.code === "Your governing documents" ? "" : ` (${citationLabel(citation)})`;

/** "Tuesday, December 8, 2026": a local date as a letter writes it. */
export function letterDate(localDate: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  }).format(new Date(`${localDate}T12:00:00Z`));
}

type LetterSubject = Pick<
  Violation,
  "number" | "propertyLabel" | "category" | "description" | "location" | "observedOn"
>;

/** What was seen, as a letter's sentence goes on from it: without its own closing period. */
const what = (violation: LetterSubject) =>
  `${oneLine(violation.description).replace(/\.+$/u, "")}${violation.location ? ` (${oneLine(violation.location)})` : ""}`;

const ruleSentence = (violation: LetterSubject) =>
  violation.category.rule ? [`This is a violation of ${oneLine(violation.category.rule)}.`] : [];

const noteParagraphs = (note: string) =>
  note
    .split(/\n\s*\n/u)
    .map((part) => part.trim())
    .filter((part) => part !== "");

/** The courtesy notice: what was seen, the rule, and until when it can be cured. */
export function courtesyNoticeLetter(
  violation: LetterSubject,
  organizationName: string,
  cureBy: string | null,
  note: string,
): LetterDraft {
  return {
    title: `Courtesy notice: ${violation.category.name} at ${violation.propertyLabel}`,
    paragraphs: [
      `On ${letterDate(violation.observedOn)}, ${oneLine(organizationName)} noted the following at ${violation.propertyLabel}: ${what(violation)}.`,
      ...ruleSentence(violation),
      cureBy === null
        ? "Please correct it as soon as you can."
        : `Please correct it by ${letterDate(cureBy)}. If it is corrected by then, nothing more will be done.`,
      ...noteParagraphs(note),
      "You can reply to this notice from the resident portal, send a photo showing it corrected, or ask for more time.",
    ],
    citation: violation.category.rule,
  };
}

/** The notice of a hearing: when and where, what it may decide, and the right to cure before it. */
export function hearingNoticeLetter(
  violation: LetterSubject,
  organizationName: string,
  ruleSet: ViolationRuleSet,
  hearing: { at: string; location: string; zone: TimeZone },
): LetterDraft {
  const cap = ruleSet.fineCap.perViolationCents;
  const fine = parseCents(violation.category.fine) ?? 0;
  const cure = ruleSet.cureBeforeHearingBarsFine;
  return {
    title: `Notice of hearing: ${violation.category.name} at ${violation.propertyLabel}`,
    paragraphs: [
      `The board of ${oneLine(organizationName)} will hold a hearing on violation ${violation.number}, noted on ${letterDate(violation.observedOn)} at ${violation.propertyLabel}: ${what(violation)}.`,
      ...ruleSentence(violation),
      `The hearing is on ${eventStartLabel(hearing.at, hearing.zone)}, at ${oneLine(hearing.location)}. You may attend and speak, or send the board your account in writing before it.`,
      `The board may decide to take no action, to fine${fine > 0 ? ` (the published schedule sets ${formatCents(fine)})` : ""}${cap === null ? "" : `, up to ${formatDollars(cap)} per violation`}, or to suspend privileges.`,
      ...(cure.value
        ? [
            `If the violation is corrected before the hearing, you will not be fined (${citationLabel(cure.citation)}).`,
          ]
        : []),
      `This notice is given as ${citationLabel(ruleSet.hearingNotice.citation)} requires: ${ruleSet.hearingNotice.citation.text}`,
    ],
    citation: citationLabel(ruleSet.hearingNotice.citation),
  };
}

/** The notice of the board's decision, with what a fine may and may not become. */
export function decisionNoticeLetter(
  violation: LetterSubject,
  organizationName: string,
  ruleSet: ViolationRuleSet,
  decision: {
    decision: ViolationDecision;
    fineCents: number;
    /** The days a continuing violation's fine is for: `fineCents` is their total. */
    continuingDays: number;
    suspension: string;
    note: string;
  },
  hearingDate: string,
): LetterDraft {
  const fees = feeRulesForFines(ruleSet);
  const outcome: Record<ViolationDecision, string[]> = {
    noAction: ["The board decided to take no action. The matter is closed."],
    fine: [
      `The board decided to fine ${fineWords(decision.fineCents, decision.continuingDays)}, which has been posted to the account of ${violation.propertyLabel}.`,
      ...(fees.lateFees
        ? []
        : [
            `No late fee or interest will be charged on this fine (${citationLabel(ruleSet.finesAccrueLateFees.citation)}).`,
          ]),
      ...(ruleSet.finesMayBecomeLien.when === "never"
        ? [
            `This fine cannot become a lien on the property (${citationLabel(ruleSet.finesMayBecomeLien.citation)}).`,
          ]
        : []),
    ],
    suspension: [`The board decided to suspend: ${oneLine(decision.suspension)}.`],
  };
  return {
    title: `Decision: ${violation.category.name} at ${violation.propertyLabel}`,
    paragraphs: [
      `After the hearing of ${letterDate(hearingDate)} on violation ${violation.number} (${what(violation)}), ${oneLine(organizationName)}'s board decided: ${VIOLATION_DECISION_LABELS[decision.decision]}.`,
      ...outcome[decision.decision],
      ...noteParagraphs(decision.note),
      `You can challenge this decision through ${ruleSet.disputeResolution.process}${citedAfter(ruleSet.disputeResolution.citation)}, or reply to the board, from the resident portal.`,
    ],
    citation:
      ruleSet.decisionNotice.days === null ? "" : citationLabel(ruleSet.decisionNotice.citation),
  };
}

/** The result of internal dispute resolution (or an appeal) of the board's decision. */
export function appealResultLetter(
  violation: LetterSubject,
  organizationName: string,
  ruleSet: ViolationRuleSet,
  appeal: { result: AppealResult; reversedFineCents: number; suspended: boolean; note: string },
): LetterDraft {
  const reversed =
    appeal.reversedFineCents > 0
      ? [
          `The fine of ${formatCents(appeal.reversedFineCents)} has been taken off the account of ${violation.propertyLabel}.`,
        ]
      : appeal.suspended
        ? ["The suspension of privileges is lifted."]
        : [];
  return {
    title: `Result of your appeal: ${violation.category.name} at ${violation.propertyLabel}`,
    paragraphs: [
      `At your request, ${oneLine(organizationName)} reviewed the board's decision on violation ${violation.number} (${what(violation)}).`,
      ...(appeal.result === "upheld"
        ? ["The decision is upheld and stands as the decision notice said."]
        : ["The decision is reversed. The matter is closed.", ...reversed]),
      ...noteParagraphs(appeal.note),
    ],
    citation: citationLabel(ruleSet.disputeResolution.citation),
  };
}

/** A letter as the email each recipient gets, with the portal's link. */
export function letterEmail(
  letter: LetterDraft,
  organizationName: string,
  portalLink: string,
): MailMessage {
  const organization = oneLine(organizationName);
  const { text, html } = renderEmail({
    organizationName: organization,
    preheader: letter.title,
    heading: letter.title,
    paragraphs: letter.paragraphs,
    action: { label: "Open the resident portal", url: portalLink },
    footer: `You receive this letter as a resident on file at a property of ${organization}.`,
  });
  return { subject: letter.title, text, html };
}

/** The portal's page of a violation. */
export const portalViolationLink = (consoleUrl: string, violationId: string): string =>
  `${consoleUrl.replace(/\/+$/u, "")}/portal/violations/${encodeURIComponent(violationId)}`;
