/**
 * Nominations for a director election: from the nomination notice until the nomination deadline,
 * an owner on file nominates someone by name (themself or another member), with a statement or
 * none; the board accepts a nomination (the nominee becomes a candidate) or declines it.
 */
import * as v from "valibot";
import { formatElectionDate } from "./elections.js";
import { messages } from "./messages.js";
import { maxCharacters, optionalText, requiredText } from "./schema.js";
import { foldSearchText } from "./search.js";
import { localDateTimeIn, type TimeZone } from "./time-zones.js";

/** Where a nomination stands: waiting for the board, accepted (a candidate) or declined. */
export const NOMINATION_STATUSES = ["pending", "accepted", "declined"] as const;
export type NominationStatus = (typeof NOMINATION_STATUSES)[number];

export const NOMINATION_STATUS_LABELS: Readonly<Record<NominationStatus, string>> = {
  pending: "Pending",
  accepted: "Accepted",
  declined: "Declined",
};

export const NOMINEE_NAME_MAX_LENGTH = 100;
export const NOMINATION_STATEMENT_MAX_LENGTH = 1_000;
export const DECLINE_REASON_MAX_LENGTH = 500;

/** The product's fixed messages for nominations, exactly as the console shows them. */
export const nominationMessages = {
  nameRequired: "Enter the name of the person you nominate",
  nameTooLong: `A nominee's name is at most ${NOMINEE_NAME_MAX_LENGTH} characters`,
  statementNotText: "The statement must be text",
  statementTooLong: "A statement is at most 1,000 characters",
  reasonNotText: "The reason must be text",
  reasonTooLong: `A reason is at most ${DECLINE_REASON_MAX_LENGTH} characters`,
  nominatedTwice: "Your property already nominated this person",
  alreadyDecided: "This nomination was already accepted or declined",
} as const;

const nm = nominationMessages;

/** `POST .../me/elections/{id}/nominations`: the nominee's name and the statement, if any. */
export const nominationRequestSchema = v.object(
  {
    name: v.pipe(
      requiredText(nm.nameRequired),
      maxCharacters(NOMINEE_NAME_MAX_LENGTH, nm.nameTooLong),
    ),
    statement: v.pipe(
      optionalText(nm.statementNotText),
      maxCharacters(NOMINATION_STATEMENT_MAX_LENGTH, nm.statementTooLong),
    ),
  },
  messages.requestBodyNotObject,
);
export type NominationRequestInput = v.InferInput<typeof nominationRequestSchema>;
export type NominationRequest = v.InferOutput<typeof nominationRequestSchema>;

/** `POST .../nominations/{id}/decline`: why, or nothing. */
export const declineNominationSchema = v.object(
  {
    reason: v.pipe(
      optionalText(nm.reasonNotText),
      maxCharacters(DECLINE_REASON_MAX_LENGTH, nm.reasonTooLong),
    ),
  },
  messages.requestBodyNotObject,
);
export type DeclineNomination = v.InferOutput<typeof declineNominationSchema>;

/**
 * A name as nominations compare it, so that "Ana Ruiz", " ana  ruiz " and "ANA RUIZ" are one
 * nominee: accents removed, lower case, words separated by one space.
 */
export const nomineeKey = (name: string): string => foldSearchText(name);

/** Whether `name` is already among `names`, compared as `nomineeKey` does. */
export const sameNominee = (name: string, names: readonly string[]): boolean => {
  const key = nomineeKey(name);
  return names.some((other) => nomineeKey(other) === key);
};

/** "Monday, February 3, 2027 at 18:00" in the organization's zone. */
function momentIn(instant: Date, zone: TimeZone): string {
  const { date, time } = localDateTimeIn(instant, zone);
  return `${formatElectionDate(date)} at ${time}`;
}

/** Whether nominations are taken at `at`: from the notice (status `nominating`) until the deadline. */
export const nominationsOpenAt = (deadline: Date, at: Date): boolean =>
  at.getTime() < deadline.getTime();

/** Why a nomination is refused after the deadline. */
export const nominationsClosedMessage = (deadline: Date, zone: TimeZone): string =>
  `Nominations closed on ${momentIn(deadline, zone)}: no nomination is taken after the nomination deadline`;

/** Why the ballots cannot go out before the nomination deadline. */
export const nominationsStillOpenMessage = (deadline: Date, zone: TimeZone): string =>
  `Nominations are open until ${momentIn(deadline, zone)}: the ballots go out after the nomination deadline`;
