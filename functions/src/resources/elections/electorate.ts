/**
 * Who votes in an election and with what weight: the basis a draft chooses, what the election's
 * page says of it, and, when the ballots go out weighted by percentage interest, the properties'
 * interests checked whole (each property has one, and together they make 100%).
 */
import {
  ELECTORATE_BASIS_LABELS,
  checkElectorate,
  electionMessages,
  formatBasisPoints,
  type ElectorateBasis,
  type Vote,
} from "@hoa/validation/elections";
import { ApiError } from "../../http/errors.js";
import type { MemberElectorate } from "./schemas.js";

/**
 * The electorate of a draft's vote: the directors for a board motion (400 when it is asked to be
 * weighted by percentage interest); for the members, the one asked, else the draft's own, else
 * one vote per property.
 */
export function electorateOf(
  vote: Vote,
  asked: MemberElectorate | undefined,
  current?: ElectorateBasis,
): ElectorateBasis {
  if (vote.kind === "boardMotion") {
    if (asked === "percentageInterest") {
      const message = electionMessages.basisNotForVote;
      throw new ApiError(400, message, {}, { electorate: message });
    }
    return "onePerDirector";
  }
  return asked ?? (current === "percentageInterest" ? current : "onePerProperty");
}

/** Why the electorate counts as it does, as the election's page says it. */
export function electorateNote(basis: ElectorateBasis): string {
  switch (basis) {
    case "onePerDirector":
      return "One vote per director: the board's members and administrators";
    case "percentageInterest":
      return `${ELECTORATE_BASIS_LABELS.percentageInterest}: each property's vote counts its share of the association under the governing documents, 100% in all`;
    case "onePerProperty":
      return `${ELECTORATE_BASIS_LABELS.onePerProperty}: every property weighs the same, whatever its percentage interest`;
  }
}

/** A property on a weighted roll: its label and percentage interest, if it has one. */
export interface WeightedVoter {
  id: string;
  label: string;
  basisPoints: number | null;
}

/** How many properties a refusal names before "and N more". */
const NAMED = 3;

const properties = (count: number) => (count === 1 ? "1 property" : `${count} properties`);

/**
 * 409 when the ballots cannot go out weighted by percentage interest, saying what to fix: the
 * properties with no interest (the first few by label), or what the interests add up to when not
 * 100%. Nothing when every property has one and together they make exactly 100%.
 */
export function assertWeightedRoll(voters: readonly WeightedVoter[]): void {
  const missing = voters
    .filter((voter) => voter.basisPoints === null)
    .map((voter) => voter.label)
    .sort((a, b) => a.localeCompare(b, "en"));
  if (missing.length > 0) {
    const named = missing.slice(0, NAMED).join("; ");
    const more = missing.length > NAMED ? ` and ${missing.length - NAMED} more` : "";
    throw new ApiError(
      409,
      `${properties(missing.length)} ${missing.length === 1 ? "has" : "have"} no percentage interest: ${named}${more}. Enter each property's interest on its page, then send the ballots`,
    );
  }
  const refused = checkElectorate({
    basis: "percentageInterest",
    voters: voters.map((voter) => ({ id: voter.id, basisPoints: voter.basisPoints ?? 0 })),
  });
  if (refused?.code === "interestsNotWhole") {
    const total = voters.reduce((sum, voter) => sum + (voter.basisPoints ?? 0), 0);
    throw new ApiError(
      409,
      `The percentage interests of the ${properties(voters.length)} total ${formatBasisPoints(total)}, not 100%: correct them on the properties' pages, then send the ballots`,
    );
  }
  if (refused) throw new ApiError(409, refused.message);
}
