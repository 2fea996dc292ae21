import { CheckboxGroup, RadioGroup } from "@hoa/ui";
import {
  MEASURE_CHOICES,
  MEASURE_CHOICE_LABELS,
  type MeasureChoice,
} from "@hoa/validation/elections";
import type { BallotChoices, ElectionVote } from "./api";

/** What the voter has picked so far: an answer not yet chosen is null. */
export type ChoicesDraft = { candidates: string[] } | { answer: MeasureChoice | null };

/** The empty ballot of a vote: no candidate, or no answer yet. */
export const emptyChoices = (vote: ElectionVote): ChoicesDraft =>
  vote.kind === "directorElection" ? { candidates: [] } : { answer: null };

/** The choices to send, or null while a measure's answer is missing. */
export function choicesToSend(draft: ChoicesDraft): BallotChoices | null {
  if ("candidates" in draft) return { candidates: draft.candidates };
  return draft.answer === null ? null : { answer: draft.answer };
}

const seatsWords = (seats: number) => (seats === 1 ? "1 seat" : `${seats} seats`);

/** "Choose up to 3 candidates (3 seats)". */
export const candidatesHint = (seats: number) =>
  `Choose up to ${seats === 1 ? "1 candidate" : `${seats} candidates`} (${seatsWords(seats)}). Choosing none casts a blank ballot.`;

/**
 * A ballot's choices: a radio per answer of a measure or motion, or a checkbox per candidate,
 * a choice beyond the seats left unchecked.
 */
export function ChoicesFields({
  name,
  vote,
  value,
  onChange,
  error,
}: {
  name: string;
  vote: ElectionVote;
  value: ChoicesDraft;
  onChange: (value: ChoicesDraft) => void;
  error?: string | undefined;
}) {
  if (vote.kind === "directorElection" && "candidates" in value) {
    const seats = vote.seats ?? 1;
    return (
      <CheckboxGroup
        legend="Candidates"
        hint={candidatesHint(seats)}
        name={name}
        error={error}
        options={(vote.candidates ?? []).map((candidate) => ({
          value: candidate.id,
          label: candidate.name,
        }))}
        values={value.candidates}
        onChange={(candidates) => onChange({ candidates: candidates.slice(0, seats) })}
      />
    );
  }
  const answer = "answer" in value ? value.answer : null;
  return (
    <RadioGroup<MeasureChoice | "">
      legend="Your vote"
      name={name}
      error={error}
      options={MEASURE_CHOICES.map((choice) => ({
        value: choice,
        label: MEASURE_CHOICE_LABELS[choice],
      }))}
      value={answer ?? ""}
      onChange={(choice) => onChange({ answer: choice === "" ? null : choice })}
    />
  );
}
