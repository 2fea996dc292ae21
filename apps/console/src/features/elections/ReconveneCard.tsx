import {
  Button,
  Card,
  ConfirmDialog,
  FormActions,
  Icon,
  Note,
  notify,
  Stack,
  TextField,
} from "@hoa/ui";
import { instantIn, localDateTimeIn, timeZoneLabel, type TimeZone } from "@hoa/validation";
import {
  checkReconvenedDate,
  citationLabel,
  formatBasisPoints,
  formatElectionDate,
  reconvenedMeeting,
  type ElectionRuleSet,
  type ReconvenedMeeting,
  type VoteKindOf,
} from "@hoa/validation/elections";
import { useState, type FormEvent } from "react";
import { ApiError } from "../../api/client";
import { useOrganizationSession } from "../../lib/organization-session";
import { formatInZone } from "../../lib/organization-time";
import { useReconveneElection, type Election } from "./api";

/** What the reconvened meeting's rules look at: the kind of vote, and a measure's type. */
const kindOf = (vote: Election["vote"]): VoteKindOf =>
  vote.kind === "measure"
    ? { kind: "measure", measureType: vote.measureType ?? "other" }
    : { kind: vote.kind };

/** "Reconvened meeting: quorum 20% of the members (AB 1458)". */
export const reconvenedQuorumText = (quorum: NonNullable<Election["live"]>["quorum"]) =>
  `Reconvened meeting: quorum ${formatBasisPoints(quorum.basisPoints)} of the members (${citationLabel(quorum.citation)})`;

/** A `datetime-local` value in the zone as an instant, or null when it names none. */
function instantOf(local: string, zone: TimeZone): Date | null {
  const [date, time] = local.split("T");
  if (!date || !time) return null;
  const instant = instantIn(date, time, zone);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

interface ReconveneFormProps {
  orgId: string;
  election: Election;
  ruleSet: ElectionRuleSet;
  meeting: ReconvenedMeeting;
  zone: TimeZone;
}

/**
 * The reconvened meeting's voting deadline, on or after the first day the rules allow (the day
 * shown first, at the failed meeting's hour); a day they refuse is said with its citation, here
 * as the API would.
 */
function ReconveneForm({ orgId, election, ruleSet, meeting, zone }: ReconveneFormProps) {
  const reconvene = useReconveneElection(orgId, election);
  const failedAt = new Date(election.votingDeadline);
  const [value, setValue] = useState(
    () => `${meeting.earliest}T${localDateTimeIn(failedAt, zone).time}`,
  );
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const at = instantOf(value, zone);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    const refused = at
      ? checkReconvenedDate(ruleSet, kindOf(election.vote), { failedAt, reconvenedAt: at, zone })
      : null;
    if (refused) setError(refused.message);
    else setConfirming(true);
  };

  const confirm = () =>
    reconvene.mutateAsync(at ? at.toISOString() : value).then(
      (answer) => {
        setConfirming(false);
        notify.success(
          `Meeting reconvened: ${answer.linksSent} new ballot links to ${answer.emails} email addresses.`,
          { id: "reconvene-election" },
        );
      },
      (failure: unknown) => {
        setConfirming(false);
        if (failure instanceof ApiError) setError(failure.fields.votingDeadline);
      },
    );

  return (
    <form onSubmit={submit} aria-label="Reconvene the meeting" noValidate>
      <Stack>
        <TextField
          label="New voting deadline"
          type="datetime-local"
          required
          hint={`On or after ${formatElectionDate(meeting.earliest)} (${citationLabel(meeting.citation)}). ${timeZoneLabel(zone)}`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error}
        />
        <FormActions>
          <Button type="submit" icon={<Icon name="send" />} disabled={reconvene.isPending}>
            Reconvene the meeting
          </Button>
        </FormActions>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Reconvene the meeting?"
        message={`Voting opens again until ${at ? formatInZone(at.toISOString(), zone) : value}, when the quorum is ${formatBasisPoints(meeting.basisPoints)} of the members. The ballots already cast stay and count; each property that has not voted gets a new ballot link by email, and its first link still works. A meeting is reconvened once.`}
        confirmLabel="Reconvene the meeting"
        busy={reconvene.isPending}
        busyLabel="Reconvening..."
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}

/**
 * The polls closed without a quorum: the ballots stay sealed. Where the rules allow and it was
 * not done yet, administrators reconvene the meeting with its lower quorum; otherwise the
 * inspector of elections certifies that no quorum was reached.
 */
export function QuorumFailedCard({
  orgId,
  election,
  zone,
}: {
  orgId: string;
  election: Election;
  zone: TimeZone;
}) {
  const { isOrganizationAdmin } = useOrganizationSession();
  const { ruleSet } = election;
  if (election.status !== "quorumFailed" || ruleSet === null) return null;
  const failedAt = new Date(election.votingDeadline);
  const vote = kindOf(election.vote);
  const meeting = reconvenedMeeting(ruleSet, vote, failedAt, zone);
  const closed = election.quorumFailedAt ? formatInZone(election.quorumFailedAt, zone) : null;
  const certifies = "The inspector of elections certifies that no quorum was reached.";
  const notAllowed =
    meeting === null
      ? checkReconvenedDate(ruleSet, vote, { failedAt, reconvenedAt: failedAt, zone })?.message
      : undefined;
  const next = election.reconvened ? (
    <p>{`This reconvened meeting did not reach its quorum either, and a meeting is reconvened once. ${certifies}`}</p>
  ) : meeting === null ? (
    <p>{`${notAllowed ?? ""}. ${certifies}`}</p>
  ) : isOrganizationAdmin ? (
    <ReconveneForm
      orgId={orgId}
      election={election}
      ruleSet={ruleSet}
      meeting={meeting}
      zone={zone}
    />
  ) : (
    <p>{`An administrator may reconvene the meeting on or after ${formatElectionDate(meeting.earliest)}, or the inspector of elections certifies that no quorum was reached.`}</p>
  );
  return (
    <Card
      title="Quorum not reached"
      headingLevel={2}
      icon={<Icon name="alert" />}
      description={`The polls closed${closed ? ` on ${closed}` : ""} without a quorum: the ballots stay sealed, and no one sees a choice.`}
    >
      <Stack>
        {meeting && !election.reconvened ? (
          <Note>{`${citationLabel(meeting.citation)}: ${meeting.citation.text}`}</Note>
        ) : null}
        {next}
      </Stack>
    </Card>
  );
}
