import {
  ARC_CALIFORNIA_PROCEDURE,
  ARC_CATEGORY_LABELS,
  type ArcDecidedBy,
} from "@hoa/validation/architectural-review";
import type { MailMessage } from "../../mail/queue.js";
import { oneLine, renderEmail } from "../../mail/render.js";
import { citationLabel, letterDate, type LetterDraft } from "../violations/letters.js";
import type { OwnArcRequest } from "./documents.js";

type LetterSubject = Pick<
  OwnArcRequest,
  "number" | "propertyLabel" | "category" | "title" | "plannedStart" | "plannedEnd" | "responseDays"
>;

/** What the letters need of the organization: its name, and whether California's rule applies. */
export interface LetterContext {
  organizationName: string;
  /** The organization follows California's rules (its violation rule set is California's). */
  california: boolean;
}

/** "Fence: New cedar fence along the back line". */
const changeWords = (request: LetterSubject) =>
  `${ARC_CATEGORY_LABELS[request.category]}: ${oneLine(request.title)}`;

const reference = (request: LetterSubject) =>
  `architectural request ${request.number} (${changeWords(request)})`;

const citation = (context: LetterContext) =>
  context.california ? citationLabel(ARC_CALIFORNIA_PROCEDURE) : "";

const numbered = (items: readonly string[]) =>
  items.map((item, index) => `${index + 1}. ${oneLine(item)}`);

const byWhom: Record<ArcDecidedBy, string> = {
  committee: "the architectural committee",
  board: "the board of directors",
  deadline: "the association's procedure",
};

/**
 * The decision letter: approved (with its conditions, if any) or denied with its reasons and how
 * to ask the board to reconsider; a decision the deadline made says so.
 */
export function decisionLetter(
  request: LetterSubject,
  context: LetterContext,
  decision: {
    status: "approved" | "approvedWithConditions" | "denied";
    decidedBy: ArcDecidedBy;
    conditions: readonly string[];
    reasons: readonly string[];
    /** The board has already reconsidered it: this denial is final. */
    final: boolean;
  },
): LetterDraft {
  const organization = oneLine(context.organizationName);
  const opening = `${organization} has decided ${reference(request)} at ${request.propertyLabel}.`;
  const deemed =
    decision.decidedBy === "deadline"
      ? [
          `The committee did not decide within the maximum response time of ${request.responseDays} days that the association's procedure sets, so under that procedure the request is ${decision.status === "denied" ? "deemed denied" : "deemed approved"}.`,
        ]
      : [];
  const planned = `The work is planned from ${letterDate(request.plannedStart)} to ${letterDate(request.plannedEnd)}.`;
  const record =
    "Keep this letter: the approved change joins your property's modification record, which goes with the property's resale package.";
  if (decision.status === "approved") {
    return {
      title: `Approved: ${changeWords(request)} at ${request.propertyLabel}`,
      paragraphs: [
        opening,
        ...deemed,
        `Decision by ${byWhom[decision.decidedBy]}: approved. You may go ahead with the change as described in your request.`,
        planned,
        record,
      ],
      citation: citation(context),
    };
  }
  if (decision.status === "approvedWithConditions") {
    return {
      title: `Approved with conditions: ${changeWords(request)} at ${request.propertyLabel}`,
      paragraphs: [
        opening,
        `Decision by ${byWhom[decision.decidedBy]}: approved with conditions. You may go ahead with the change as described in your request, on these conditions:`,
        ...numbered(decision.conditions),
        planned,
        record,
      ],
      citation: citation(context),
    };
  }
  const reconsider = decision.final
    ? [
        "The board of directors has reconsidered the request at your request, so this decision is final.",
      ]
    : [
        `How to ask for reconsideration: you may ask the board of directors to reconsider this decision at an open meeting. Ask from the resident portal (open the request and choose "Ask the board to reconsider"), or in writing to the board, saying why${context.california ? ` (${citationLabel(ARC_CALIFORNIA_PROCEDURE)})` : ""}.`,
      ];
  return {
    title: `Denied: ${changeWords(request)} at ${request.propertyLabel}`,
    paragraphs: [
      opening,
      ...deemed,
      `Decision by ${byWhom[decision.decidedBy]}: denied, for these reasons:`,
      ...(decision.reasons.length > 0
        ? numbered(decision.reasons)
        : ["1. The request was not approved within the maximum response time."]),
      ...reconsider,
    ],
    citation: citation(context),
  };
}

/** The letter of a request returned for more information: what the committee needs. */
export function returnedLetter(
  request: LetterSubject,
  context: LetterContext,
  needs: readonly string[],
): LetterDraft {
  return {
    title: `More information needed: ${changeWords(request)} at ${request.propertyLabel}`,
    paragraphs: [
      `The architectural committee of ${oneLine(context.organizationName)} needs more information before it can decide ${reference(request)}:`,
      ...numbered(needs),
      "Update your request from the resident portal and submit it again. The response time starts again when you do.",
    ],
    citation: "",
  };
}

/** A letter as the email each owner gets, with the portal's link. */
export function arcLetterEmail(
  letter: LetterDraft,
  organizationName: string,
  portalLink: string,
): MailMessage {
  const organization = oneLine(organizationName);
  const { text, html } = renderEmail({
    organizationName: organization,
    preheader: letter.title,
    heading: letter.title,
    paragraphs: [
      ...letter.paragraphs,
      ...(letter.citation ? [`This letter is given as ${letter.citation} requires.`] : []),
    ],
    action: { label: "Open the request", url: portalLink },
    footer: `You receive this letter as an owner on file at a property of ${organization}.`,
  });
  return { subject: letter.title, text, html };
}

/** The email to a reviewer: a request awaits their vote (on submission, or as a reminder). */
export function reviewerEmail(input: {
  organizationName: string;
  request: LetterSubject & { deadline: string | null };
  stage: "committee" | "board";
  reminder: boolean;
  link: string;
}): MailMessage {
  const { request } = input;
  const due = input.request.deadline
    ? ` The association must answer by ${letterDate(input.request.deadline)}.`
    : "";
  const subject = input.reminder
    ? `Reminder: your vote on architectural request ${request.number}`
    : `Architectural request ${request.number} awaits your vote`;
  const { text, html } = renderEmail({
    organizationName: oneLine(input.organizationName),
    preheader: subject,
    heading: subject,
    paragraphs: [
      `${changeWords(request)} at ${request.propertyLabel}${input.stage === "board" ? " is before the board" : ""}.${due}`,
      "Each vote stays secret from the other reviewers until the request is decided.",
    ],
    action: { label: "Review and vote", url: input.link },
    footer: `You receive this email as a ${input.stage === "board" ? "director" : "member of the architectural committee"} of ${oneLine(input.organizationName)}.`,
  });
  return { subject, text, html };
}

const trimmed = (url: string) => url.replace(/\/+$/u, "");

/** The portal's page of a request. */
export const portalArcLink = (consoleUrl: string, requestId: string): string =>
  `${trimmed(consoleUrl)}/portal/architectural-requests/${encodeURIComponent(requestId)}`;

/** The board's page of a request. */
export const boardArcLink = (consoleUrl: string, requestId: string): string =>
  `${trimmed(consoleUrl)}/architectural-review/${encodeURIComponent(requestId)}`;
