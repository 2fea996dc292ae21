import { Card, DataTable, Icon, Stack, type DataTableColumn } from "@hoa/ui";
import type { TimeZone } from "@hoa/validation";
import { ARC_VOTE_LABELS } from "@hoa/validation/architectural-review";
import { formatDayInZone } from "../../lib/organization-time";
import { DECIDED_BY_TEXT } from "./ArcPills";
import type { ArcRequest, ArcVoteRecord, OwnArcRequest } from "./api";
import "./architectural-review.css";

const decisionTitles = {
  approved: "Approved",
  approvedWithConditions: "Approved with conditions",
  denied: "Denied",
} as const;

/**
 * The decision on a request: approved, approved with its conditions (numbered), or denied with
 * its reasons; who decided and when, and the reconsideration asked for after a denial.
 */
export function DecisionCard({
  request,
  zone,
  reader,
}: {
  request: OwnArcRequest;
  zone: TimeZone;
  /** The homeowner's household reads "you"; the board reads "the homeowner". */
  reader: "board" | "household";
}) {
  const { decision, reconsideration } = request;
  if (!decision) return null;
  const denied = decision.status === "denied";
  return (
    <Card
      title={`Decision: ${decisionTitles[decision.status]}`}
      headingLevel={2}
      icon={<Icon name={denied ? "alert" : "check"} />}
      description={`Decided by ${DECIDED_BY_TEXT[decision.decidedBy]} on ${formatDayInZone(decision.decidedAt, zone)}.`}
    >
      <Stack>
        {decision.status === "approved" ? (
          <p className="arc-prose">
            {reader === "household"
              ? "You may go ahead with the change as described."
              : "The homeowner may go ahead with the change as described."}
          </p>
        ) : null}
        {decision.conditions.length > 0 ? (
          <div>
            <h3 className="arc-subheading">Conditions</h3>
            <ol className="arc-numbered" aria-label="Conditions">
              {decision.conditions.map((condition, index) => (
                <li key={index}>{condition}</li>
              ))}
            </ol>
          </div>
        ) : null}
        {decision.reasons.length > 0 ? (
          <div>
            <h3 className="arc-subheading">Reasons</h3>
            <ol className="arc-numbered" aria-label="Reasons">
              {decision.reasons.map((reason, index) => (
                <li key={index}>{reason}</li>
              ))}
            </ol>
          </div>
        ) : null}
        {reconsideration ? (
          <div>
            <h3 className="arc-subheading">Reconsideration asked</h3>
            <p className="arc-prose">{reconsideration.reason}</p>
            <p className="arc-muted">
              {`By ${reconsideration.by.name || "the homeowner"} on ${formatDayInZone(reconsideration.at, zone)}`}
            </p>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}

const voteColumns: readonly DataTableColumn<ArcVoteRecord>[] = [
  { id: "name", header: "Reviewer", cell: (vote) => vote.name || "A reviewer" },
  { id: "vote", header: "Vote", card: "meta", cell: (vote) => ARC_VOTE_LABELS[vote.vote] },
  {
    id: "comment",
    header: "Comment",
    card: "meta",
    cell: (vote) => (vote.comment ? <span className="arc-prose">{vote.comment}</span> : "—"),
  },
];

const roundTitles = { committee: "Committee", board: "Board" } as const;

/** Every vote of the rounds that led to the decision, shown once it is decided. */
export function RevealedVotes({ request }: { request: ArcRequest }) {
  const rounds = request.review.revealed;
  if (rounds.length === 0) return null;
  return (
    <Card
      title="Votes"
      headingLevel={2}
      icon={<Icon name="users" />}
      description="Secret until the decision; now every reviewer's vote and comment."
    >
      <Stack>
        {rounds.map((round, index) => (
          <DataTable
            key={index}
            caption={`${roundTitles[round.stage]} votes`}
            showCaption
            columns={voteColumns}
            rows={round.votes}
            rowKey={(vote) => `${vote.uid}-${vote.at}`}
          />
        ))}
      </Stack>
    </Card>
  );
}
