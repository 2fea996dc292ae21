import {
  Button,
  Card,
  ConfirmDialog,
  DetailList,
  formatDate,
  Icon,
  Note,
  notify,
  Page,
  PageHeader,
  Stack,
  StatCard,
  StatGrid,
  type DetailItem,
} from "@hoa/ui";
import { localDateIn, type TimeZone } from "@hoa/validation";
import {
  citationLabel,
  electionMessages,
  formatBasisPoints,
  formatElectionDate,
  formatVotingPower,
} from "@hoa/validation/elections";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { paths } from "../../config/paths";
import { clock } from "../../lib/clock";
import { useOrganizationSession } from "../../lib/organization-session";
import { formatInZone, useOrganizationTimeZone } from "../../lib/organization-time";
import { RecordPage } from "../../lib/RecordPage";
import { backLinkTo } from "../../lib/TextLink";
import {
  useElection,
  useSendBallots,
  useSendNominationNotice,
  useUpdateElection,
  type Election,
} from "./api";
import { ElectionStatusPill, kindLabel } from "./election-text";
import { DATE_LABELS, ElectionForm } from "./ElectionForm";
import { NominationsCard } from "./NominationsCard";
import { QuorumFailedCard, reconvenedQuorumText } from "./ReconveneCard";

/** The vote's own details: seats and candidates, or what passes it. */
function voteItems(election: Election): DetailItem[] {
  const { vote } = election;
  const items: DetailItem[] = [{ label: "Kind", value: kindLabel(election) }];
  if (vote.kind === "directorElection") {
    items.push({ label: "Seats", value: String(vote.seats ?? 0) });
    items.push({
      label: "Candidates",
      value:
        (vote.candidates ?? []).map((candidate) => candidate.name).join(", ") ||
        "None yet: accepted nominations become candidates",
    });
  }
  if (election.question) items.push({ label: "Question", value: election.question });
  return items;
}

function dateItems(election: Election, zone: TimeZone): DetailItem[] {
  const at = (iso: string | null) => (iso ? formatInZone(iso, zone) : "None");
  const items: DetailItem[] = [];
  if (election.vote.kind === "directorElection") {
    items.push({ label: DATE_LABELS.nominationNoticeAt, value: at(election.nominationNoticeAt) });
    items.push({ label: DATE_LABELS.nominationDeadline, value: at(election.nominationDeadline) });
  }
  items.push({ label: DATE_LABELS.ballotsOutAt, value: at(election.ballotsOutAt) });
  if (election.firstVotingDeadline) {
    items.push({ label: "Failed meeting's deadline", value: at(election.firstVotingDeadline) });
  }
  items.push({
    label: election.reconvened ? "Reconvened voting deadline" : DATE_LABELS.votingDeadline,
    value: at(election.votingDeadline),
  });
  items.push({ label: DATE_LABELS.resultsNoticeAt, value: at(election.resultsNoticeAt) });
  if (election.dates) {
    items.push({
      label: "Materials kept until",
      value: formatElectionDate(election.dates.materialsKeptUntil),
    });
  }
  return items;
}

/** Counts only while the polls are open: ballots cast and quorum, never a choice. */
function LiveCount({ election }: { election: Election }) {
  const live = election.live;
  if (!live) return null;
  const { quorum } = live;
  return (
    <Card
      title="Turnout"
      headingLevel={2}
      icon={<Icon name="chart" />}
      description="Counts only: no one sees a choice before the inspector of elections opens the count."
    >
      <Stack>
        <StatGrid>
          <StatCard label="Voted" value={`${live.ballots} of ${live.voters}`} />
          {election.electorateBasis === "percentageInterest" ? (
            <StatCard
              label="Voting power"
              value={formatBasisPoints(live.votingPower)}
              hint="of the percentage interests"
            />
          ) : null}
          <StatCard
            label="Quorum"
            value={quorum.reached ? "Reached" : "Not reached"}
            hint={`${quorum.cast} of ${quorum.required} needed: ${formatBasisPoints(quorum.basisPoints)} of the ${quorum.reconvened ? "members" : "voting power"}`}
            tone={quorum.reached ? "success" : "warning"}
          />
        </StatGrid>
        {quorum.reconvened ? <p>{reconvenedQuorumText(quorum)}</p> : null}
        <Note>
          {quorum.citation.code === "Your governing documents"
            ? quorum.citation.text
            : `${quorum.citation.code} ${quorum.citation.section}: ${quorum.citation.text}`}
        </Note>
      </Stack>
    </Card>
  );
}

/**
 * When the results notice was emailed to the roll, against the last day the rules allow for it
 * when they set one (California: 15 days after the voting deadline).
 */
function resultsNoticeText(election: Election, zone: TimeZone): string | null {
  const noticed = election.resultsNoticedAt;
  if (!noticed) return null;
  const day = localDateIn(new Date(noticed), zone);
  const who = election.vote.kind === "boardMotion" ? "the directors" : "members";
  const text = `Results emailed to ${who} on ${formatDate(day)}`;
  const by = election.dates?.resultsNoticeBy;
  const rule = election.ruleSet?.resultsNotice.citation;
  if (!by || !rule) return `${text}.`;
  const when = day > by ? "after" : "by";
  return `${text}, ${when} the rules' deadline of ${formatDate(by)} (${citationLabel(rule)}).`;
}

function CertificateCard({ election, zone }: { election: Election; zone: TimeZone }) {
  const certificate = election.certificate;
  if (!certificate) return null;
  const { result } = certificate;
  const names = new Map((election.vote.candidates ?? []).map((c) => [c.id, c.name]));
  const weighted = election.electorateBasis === "percentageInterest";
  const power = (votes: number) => formatVotingPower(election.electorateBasis, votes);
  const noticed = resultsNoticeText(election, zone);
  const items: DetailItem[] =
    result.kind === "noQuorum"
      ? [{ label: "Result", value: electionMessages.noQuorum }]
      : result.kind === "directorElection"
        ? [
            ...result.counts.map((count) => ({
              label: names.get(count.candidateId) ?? count.candidateId,
              value: weighted ? power(count.votes) : `${count.votes} votes`,
            })),
            {
              label: "Elected",
              value: result.elected.map((id) => names.get(id) ?? id).join(", ") || "None",
            },
          ]
        : [
            { label: "Yes", value: power(result.yes) },
            { label: "No", value: power(result.no) },
            { label: "Abstain", value: power(result.abstain) },
            { label: "Result", value: result.passed ? "Passed" : "Failed" },
          ];
  return (
    <Card
      title="Certified results"
      headingLevel={2}
      icon={<Icon name="check" />}
      description={`Certified by ${certificate.signedBy}, inspector of elections, on ${new Date(certificate.signedAt).toLocaleDateString("en-US", { dateStyle: "long" })}.`}
    >
      <Stack>
        <DetailList
          items={[
            ...items,
            { label: "Ballots", value: String(result.ballots) },
            {
              label: "Quorum",
              value: result.quorum.reached
                ? "Reached"
                : `Not reached: ${result.quorum.cast} of ${result.quorum.required} needed`,
            },
          ]}
        />
        {noticed ? <p>{noticed}</p> : null}
      </Stack>
    </Card>
  );
}

function ElectionView({ orgId, election }: { orgId: string; election: Election }) {
  const { isOrganizationAdmin } = useOrganizationSession();
  const zone = useOrganizationTimeZone();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [noticing, setNoticing] = useState(false);
  const update = useUpdateElection(orgId, election);
  const send = useSendBallots(orgId, election);
  const notice = useSendNominationNotice(orgId, election);
  const draft = election.status === "draft";
  const nominating = election.status === "nominating";
  // While owners may still nominate, the ballots cannot go out (the API refuses them too).
  const nominationsOpen =
    nominating &&
    election.nominationDeadline !== null &&
    Date.parse(election.nominationDeadline) > clock.now();
  const directors = election.vote.kind === "directorElection";
  const back = backLinkTo(paths.elections.href(), "Elections");

  if (editing) {
    return (
      <Page>
        <PageHeader title={`Edit ${election.title}`} backLink={back} />
        <ElectionForm
          zone={zone}
          election={election}
          submitLabel="Save draft"
          busy={update.isPending}
          onSubmit={(request) =>
            update.mutateAsync(request).then(() => {
              notify.success("Draft election saved.", { id: "update-election" });
              setEditing(false);
            })
          }
          onCancel={() => setEditing(false)}
        />
      </Page>
    );
  }

  const sendBallots = () =>
    send.mutateAsync().then(
      (opened) => {
        setConfirming(false);
        notify.success(
          `Ballots sent: ${opened.linksSent} ballot links to ${opened.emails} email addresses.`,
          { id: "send-ballots" },
        );
      },
      () => setConfirming(false),
    );

  const sendNotice = () =>
    notice.mutateAsync().then(
      (opened) => {
        setNoticing(false);
        notify.success(
          `Nomination notice sent to ${opened.emails} email addresses. Nominations are open.`,
          { id: "send-nomination-notice" },
        );
      },
      () => setNoticing(false),
    );

  return (
    <Page>
      <PageHeader
        title={election.title}
        description={<ElectionStatusPill status={election.status} />}
        backLink={back}
        actions={
          isOrganizationAdmin && (draft || nominating) ? (
            <>
              <Button
                variant="secondary"
                icon={<Icon name="pencil" />}
                onClick={() => setEditing(true)}
              >
                Edit
              </Button>
              {draft && directors ? (
                <Button
                  variant="secondary"
                  icon={<Icon name="send" />}
                  onClick={() => setNoticing(true)}
                >
                  Send the nomination notice
                </Button>
              ) : null}
              {nominationsOpen ? null : (
                <Button icon={<Icon name="send" />} onClick={() => setConfirming(true)}>
                  Send the ballots
                </Button>
              )}
            </>
          ) : null
        }
      />
      <Stack>
        <LiveCount election={election} />
        <QuorumFailedCard orgId={orgId} election={election} zone={zone} />
        <CertificateCard election={election} zone={zone} />
        {nominating ? (
          <NominationsCard
            orgId={orgId}
            election={election}
            zone={zone}
            canDecide={isOrganizationAdmin}
          />
        ) : null}
        <Card title="The vote" headingLevel={2}>
          <DetailList items={voteItems(election)} />
        </Card>
        <Card title="Dates" headingLevel={2} icon={<Icon name="calendar" />}>
          <DetailList items={dateItems(election, zone)} />
        </Card>
        <Card title="Inspector of elections" headingLevel={2} icon={<Icon name="person" />}>
          <DetailList
            items={[
              { label: "Name", value: election.inspector.name },
              { label: "Email", value: election.inspector.email },
            ]}
          />
        </Card>
        <Card title="Electorate" headingLevel={2} icon={<Icon name="users" />}>
          <Stack>
            <p>{election.electorateNote}</p>
            {election.online.allowed ? null : (
              <Note>{election.online.reason ?? "Members vote on paper."}</Note>
            )}
          </Stack>
        </Card>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Send the ballots?"
        message={
          election.online.allowed
            ? "Each property voting in this election gets one ballot link, emailed to its owners on file; owners with no email address vote on paper. The election can no longer be changed."
            : "This vote is on paper: no ballot link is emailed. The election can no longer be changed."
        }
        confirmLabel="Send the ballots"
        busy={send.isPending}
        busyLabel="Sending..."
        onConfirm={() => void sendBallots()}
        onCancel={() => setConfirming(false)}
      />
      <ConfirmDialog
        open={noticing}
        title="Send the nomination notice?"
        message={`Each owner on file is emailed once, today, how to nominate a candidate from the portal until the nomination deadline${election.nominationDeadline ? `, ${formatInZone(election.nominationDeadline, zone)}` : ""}. The nomination dates can no longer be changed.`}
        confirmLabel="Send the nomination notice"
        busy={notice.isPending}
        busyLabel="Sending..."
        onConfirm={() => void sendNotice()}
        onCancel={() => setNoticing(false)}
      />
    </Page>
  );
}

/** One election: its vote, dates, status and turnout; a draft's edit and its ballots sent. */
export default function ElectionPage() {
  const { currentOrgId } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const { electionId = "" } = useParams();
  const result = useElection(orgId, electionId);
  return (
    <RecordPage
      result={result}
      backLink={backLinkTo(paths.elections.href(), "Elections")}
      noun="Election"
      icon="check"
      missingHint="Find it in the list of elections."
    >
      {(election) => <ElectionView key={election.version} orgId={orgId} election={election} />}
    </RecordPage>
  );
}
