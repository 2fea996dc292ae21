import {
  Button,
  Card,
  ConfirmDialog,
  FormActions,
  Icon,
  RadioGroup,
  Stack,
  TextareaField,
  notify,
  useSchemaForm,
  type ChoiceOption,
  type FormSchema,
} from "@hoa/ui";
import {
  ARC_BOARD_VOTES,
  ARC_COMMENT_MAX_LENGTH,
  ARC_VOTES,
  ARC_VOTE_LABELS,
  arcVoteSchema,
  type ArcVote,
  type ArcVoteRequest,
} from "@hoa/validation/architectural-review";
import { useState } from "react";
import { ApiError } from "../../api/client";
import { useCastArcVote, type ArcRequest } from "./api";
import "./architectural-review.css";

/** The comment's label, by the vote it goes with. */
export const COMMENT_LABELS: Readonly<Record<ArcVote, string>> = {
  approve: "Comment (optional)",
  approveWithConditions: "Conditions, one per line",
  deny: "Reasons for the denial",
  return: "What more is needed",
  abstain: "Comment (optional)",
};

const COMMENT_HINTS: Readonly<Record<ArcVote, string>> = {
  approve: "Seen by the other reviewers once the request is decided.",
  approveWithConditions: "Each line is one condition of the approval, in the decision letter.",
  deny: "The decision letter gives the homeowner these reasons.",
  return: "The letter asks the homeowner for this; they edit the request and submit it again.",
  abstain: "Seen by the other reviewers once the request is decided.",
};

const VOTE_DESCRIPTIONS: Readonly<Record<ArcVote, string>> = {
  approve: "The change may go ahead as described.",
  approveWithConditions: "It may go ahead if the conditions are kept.",
  deny: "It may not go ahead.",
  return: "The homeowner is asked for more before a decision.",
  abstain: "Your vote does not count either way.",
};

const voteOptions = (votes: readonly ArcVote[]): ChoiceOption<ArcVote>[] =>
  votes.map((vote) => ({
    value: vote,
    label: ARC_VOTE_LABELS[vote],
    description: VOTE_DESCRIPTIONS[vote],
  }));

/** The form holds no vote until one is chosen; the schema refuses "" with "Choose your vote". */
interface VoteValues {
  vote: ArcVote | "";
  comment: string;
}
const voteFormSchema = arcVoteSchema as unknown as FormSchema<VoteValues>;

/** "2 of 3 reviewers have voted." (directors once the board decides). */
const castText = (request: ArcRequest) => {
  const { cast, voters, stage } = request.review;
  const who = stage === "board" ? "directors" : "reviewers";
  return `${cast} of ${voters.length} ${who} ${cast === 1 ? "has" : "have"} voted.`;
};

/**
 * The votes of the stage under way, for the board: how many have voted (never how), the caller's
 * own vote once cast, and for a reviewer who has not voted, the vote with its comment, cast after
 * a confirm since a vote cannot be changed. The board's stage offers no "Return".
 */
export function VotePanel({ orgId, request }: { orgId: string; request: ArcRequest }) {
  const { review } = request;
  if (review.stage === null) return null;
  const title = review.stage === "board" ? "Board vote" : "Committee vote";
  const secrecy = `${castText(request)} Votes stay secret until the decision.`;
  return (
    <Card
      title={title}
      headingLevel={2}
      icon={<Icon name="users" />}
      description={
        review.stage === "board"
          ? "The directors who did not sit on the committee decide."
          : "Each committee member votes once; the last vote decides."
      }
    >
      <Stack>
        {review.mine ? (
          <div className="arc-my-vote">
            <p className="arc-my-vote__vote">{`You voted: ${ARC_VOTE_LABELS[review.mine.vote]}`}</p>
            {review.mine.comment ? <p className="arc-prose">{review.mine.comment}</p> : null}
          </div>
        ) : null}
        <p className="arc-muted" role="status">
          {secrecy}
        </p>
        {review.canVote ? (
          <VoteForm orgId={orgId} request={request} />
        ) : review.mine === null ? (
          <p className="arc-muted">
            {`Waiting for ${review.voters.map((voter) => voter.name).join(", ") || "the reviewers"}.`}
          </p>
        ) : null}
      </Stack>
    </Card>
  );
}

function VoteForm({ orgId, request }: { orgId: string; request: ArcRequest }) {
  const cast = useCastArcVote(orgId, request.id);
  const [confirming, setConfirming] = useState<ArcVoteRequest | null>(null);
  const form = useSchemaForm({
    schema: voteFormSchema,
    defaultValues: { vote: "", comment: "" },
    onValidSubmit: (values) =>
      setConfirming({ vote: values.vote || "abstain", comment: values.comment.trim() }),
  });
  const votes = request.review.stage === "board" ? ARC_BOARD_VOTES : ARC_VOTES;
  const chosen = form.values.vote;
  const send = () => {
    if (!confirming) return;
    cast.mutate(confirming, {
      onSuccess: (saved) => {
        const decided = saved.decision !== null;
        notify.success(
          decided ? "Your vote was cast: it decided the request." : "Your vote was cast.",
          { id: "arc-vote" },
        );
      },
      onError: (error) => {
        if (error instanceof ApiError) form.showServerErrors(error.fields);
      },
      onSettled: () => setConfirming(null),
    });
  };
  return (
    <>
      <form {...form.formProps} aria-label="Your vote">
        <Stack>
          <RadioGroup
            legend="Your vote"
            options={voteOptions(votes)}
            error={form.errors.vote}
            name="vote"
            value={chosen as ArcVote}
            onChange={(value) => form.setValue("vote", value)}
          />
          <TextareaField
            label={COMMENT_LABELS[chosen || "approve"]}
            rows={4}
            maxLength={ARC_COMMENT_MAX_LENGTH}
            hint={chosen ? COMMENT_HINTS[chosen] : "Choose your vote first."}
            {...form.text("comment")}
          />
        </Stack>
        <FormActions>
          <Button type="submit" icon={<Icon name="check" size={18} />} disabled={cast.isPending}>
            Cast vote
          </Button>
        </FormActions>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={`Vote ${confirming ? ARC_VOTE_LABELS[confirming.vote] : ""}?`}
        message="A vote cannot be changed once cast. It stays secret from the other reviewers until the decision."
        confirmLabel="Cast vote"
        busy={cast.isPending}
        busyLabel="Casting..."
        onConfirm={send}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
