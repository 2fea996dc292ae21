import {
  Button,
  ComboboxField,
  ConfirmDialog,
  DetailList,
  EmptyState,
  ErrorState,
  FormDialog,
  Loader,
  Page,
  PageHeader,
  Section,
  StatCard,
  StatGrid,
  TextField,
  notify,
} from "@hoa/ui";
import { timeZoneOf } from "@hoa/validation";
import {
  MEASURE_THRESHOLD_LABELS,
  PLURALITY_LABEL,
  VOTE_KIND_LABELS,
  citationLabel,
  electionMessages,
  formatBasisPoints,
  formatReceiptSecret,
  formatVotingPower,
  type ElectorateBasis,
} from "@hoa/validation/elections";
import { useState, type FormEvent } from "react";
import { useParams } from "react-router-dom";
import { ApiError } from "../../api/client";
import { useAuth } from "../../lib/auth";
import { formatInZone } from "../../lib/organization-time";
import { signOutHref } from "../../lib/redirect";
import { TextLink } from "../../lib/TextLink";
import { ChoicesFields, choicesToSend, emptyChoices, type ChoicesDraft } from "./ChoicesFields";
import {
  useCertify,
  useElectionRoll,
  useElectionTally,
  useEnterPaperBallot,
  useInspectedElection,
  useOpenCount,
  type ElectionTally,
  type InspectedElection,
  type RollEntry,
} from "./api";
import "./election-ballots.css";

export const inspectorText = {
  loading: "Opening the election...",
  notYours: "This election is not yours to inspect",
  notYoursDescription:
    "Only the inspector of elections the election names may open this page, signed in with the address it names. Sign in with that address, or ask the association.",
  loadFailed: "The election could not be loaded",
  election: "Election",
  live: "Live counts",
  openCount: "Close the polls and open the count",
  openCountConfirm: "Open the count",
  openCountMessage:
    "No ballot can be cast online or entered on paper once the polls close, and they close once. The count opens if the quorum is reached; otherwise the ballots stay sealed.",
  opened: "The count is open",
  quorumFailed: "Quorum not reached",
  quorumFailedNotice: "The polls are closed: the quorum was not reached",
  sealed:
    "The ballots stay sealed: no one counts or sees them. The board may reconvene the meeting where the election rules allow it, or you certify that no quorum was reached.",
  sealedAgain:
    "The ballots stay sealed. This meeting was already reconvened once: certify that no quorum was reached.",
  certifyNoQuorum: "Certify: no quorum",
  certifyNoQuorumWarning:
    "You certify that no quorum was reached: the vote did not take place, and the ballots are never counted. Once signed, the certificate is fixed and the residents see it.",
  noQuorumCertified: "No quorum certified",
  paper: "Enter a paper ballot",
  paperSubmit: "Enter ballot",
  paperProperty: "Property",
  paperPropertyHint:
    "The property on the signed envelope: type its address to find it on the voter roll.",
  paperReceived: "Envelope received",
  paperPropertyMissing: "Choose the property on the envelope",
  rollFailed: "The voter roll could not be loaded. Close this and try again.",
  signOut: "Sign out",
  paperDone: "Paper ballot entered",
  tally: "Tally",
  certify: "Certify the results",
  certifySubmit: "Certify",
  signature: "Your full name (signature)",
  certifyWarning: "Once signed, the certificate is fixed and the results reach the residents.",
  certified: "Results certified",
  certificate: "Certificate",
} as const;

const STATUS_LABELS: Readonly<Record<InspectedElection["status"], string>> = {
  draft: "Draft",
  nominating: "Nominations open",
  open: "Polls open",
  quorumFailed: "Quorum not reached",
  counting: "Counting",
  certified: "Certified",
};

/** Times in the reader's time zone, saying which. */
const readerZone = () => timeZoneOf(Intl.DateTimeFormat().resolvedOptions().timeZone);
const timeText = (iso: string) => formatInZone(iso, readerZone());

const yesNo = (met: boolean, yes: string, no: string) => (met ? yes : no);

/**
 * The quorum as a sentence: reached or not, with its numbers and rule. Weighted by percentage
 * interest, its numbers are shares ("41.2% of 25% needed"), except a reconvened meeting's, which
 * counts members and says so.
 */
function quorumText(
  quorum: NonNullable<InspectedElection["live"]>["quorum"],
  basis: ElectorateBasis,
) {
  const state = quorum.reached ? "Quorum reached" : "Quorum not reached";
  const amount = (power: number) =>
    quorum.reconvened ? String(power) : formatVotingPower(basis, power);
  const members = quorum.reconvened ? " members" : "";
  return `${state}: ${amount(quorum.cast)} of ${amount(quorum.required)} needed (${formatBasisPoints(quorum.basisPoints)} of ${amount(quorum.total)}${members}, ${citationLabel(quorum.citation)})`;
}

/**
 * The result per choice or candidate, quorum and threshold, ties said as ties; weighted by
 * percentage interest, each as a share of the voting power.
 */
function TallyView({ tally, basis }: { tally: ElectionTally; basis: ElectorateBasis }) {
  const { result } = tally;
  const weighted = basis === "percentageInterest";
  const power = (votes: number) => formatVotingPower(basis, votes);
  if (result.kind === "directorElection") {
    const names = new Map(tally.candidates.map((candidate) => [candidate.id, candidate.name]));
    const nameOf = (id: string) => names.get(id) ?? id;
    const sorted = [...result.counts].sort((a, b) => b.votes - a.votes);
    const tieText =
      result.tied.length > 0
        ? `Tie for ${result.seatsTied === 1 ? "1 seat" : `${result.seatsTied} seats`} between ${result.tied.map(nameOf).join(", ")}`
        : null;
    return (
      <>
        <ul className="inspector-page__tally" aria-label="Votes per candidate">
          {sorted.map((count) => (
            <li key={count.candidateId} className="inspector-page__tally-item">
              <span>
                {nameOf(count.candidateId)}
                {result.elected.includes(count.candidateId) ? " (elected)" : ""}
                {result.tied.includes(count.candidateId) ? " (tied)" : ""}
              </span>
              <span>
                {weighted
                  ? power(count.votes)
                  : count.votes === 1
                    ? "1 vote"
                    : `${count.votes} votes`}
              </span>
            </li>
          ))}
        </ul>
        <DetailList
          items={[
            { label: "Ballots", value: String(result.ballots) },
            { label: "Blank ballots", value: String(result.blank) },
            { label: "Seats", value: String(result.seats) },
            { label: "Quorum", value: quorumText(result.quorum, basis) },
            {
              label: "Outcome",
              value:
                tieText ??
                yesNo(result.decided, "Every seat is filled", "The seats are not decided"),
            },
          ]}
        />
      </>
    );
  }
  const rows = [
    ["Yes", result.yes],
    ["No", result.no],
    ["Abstain", result.abstain],
  ] as const;
  const tie = result.yes === result.no && result.yes > 0;
  return (
    <>
      <ul className="inspector-page__tally" aria-label="Votes per answer">
        {rows.map(([label, votes]) => (
          <li key={label} className="inspector-page__tally-item">
            <span>{label}</span>
            <span>{power(votes)}</span>
          </li>
        ))}
      </ul>
      <DetailList
        items={[
          { label: "Ballots", value: String(result.ballots) },
          {
            label: "Threshold",
            value: `${MEASURE_THRESHOLD_LABELS[result.threshold]}: ${power(result.yesRequired)} yes needed, ${yesNo(result.thresholdMet, "met", "not met")}`,
          },
          { label: "Quorum", value: quorumText(result.quorum, basis) },
          {
            label: "Outcome",
            value: `${yesNo(result.passed, "Passed", "Did not pass")}${tie ? " (a tie between yes and no)" : ""}`,
          },
        ]}
      />
    </>
  );
}

/** The roll's entries whose address holds every word typed, the first few. */
export function matchingVoters(roll: readonly RollEntry[], search: string): RollEntry[] {
  const words = search.toLowerCase().split(/\s+/u).filter(Boolean);
  return roll
    .filter((entry) => {
      const label = entry.label.toLowerCase();
      return words.every((word) => label.includes(word));
    })
    .slice(0, 12);
}

const VOTED_BY = { link: "online", paper: "on paper", proxy: "by proxy" } as const;

/** "Voted online": the roll says whether and how a property's ballot came, never its choices. */
const votedText = (entry: RollEntry) =>
  `Voted ${entry.channel ? VOTED_BY[entry.channel] : ""}`.trim();

/** "2026-11-27T09:30" for a datetime-local field, now in the reader's zone. */
const localNow = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

function PaperBallotDialog({
  election,
  open,
  onClose,
}: {
  election: InspectedElection;
  open: boolean;
  onClose: () => void;
}) {
  const enter = useEnterPaperBallot(election.orgId, election.id);
  const [voter, setVoter] = useState<RollEntry | null>(null);
  const [search, setSearch] = useState("");
  const roll = useElectionRoll(election.orgId, election.id, open);
  const [receivedAt, setReceivedAt] = useState(localNow);
  const [choices, setChoices] = useState<ChoicesDraft>(() => emptyChoices(election.vote));
  const [missing, setMissing] = useState(false);
  const error = enter.error instanceof ApiError ? enter.error : null;
  const fields = error?.fields ?? {};
  const refusal =
    enter.isError && !fields.choices && !fields.propertyId
      ? (error?.serverMessage ?? "The paper ballot could not be entered. Try again.")
      : null;

  const close = () => {
    enter.reset();
    setVoter(null);
    setSearch("");
    setChoices(emptyChoices(election.vote));
    setMissing(false);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = choicesToSend(choices);
    if (sent === null || voter === null) {
      setMissing(true);
      return;
    }
    enter.mutate(
      {
        propertyId: voter.voterId,
        choices: sent,
        receivedAt: new Date(receivedAt).toISOString(),
      },
      {
        onSuccess: ({ receipt }) => {
          notify.success(`${inspectorText.paperDone}. Receipt: ${formatReceiptSecret(receipt)}`, {
            id: "paper-ballot",
          });
          close();
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      title={inspectorText.paper}
      submitLabel={inspectorText.paperSubmit}
      busy={enter.isPending}
      busyLabel="Entering..."
      onClose={close}
    >
      {(formId) => (
        <form id={formId} className="inspector-page__form" onSubmit={submit} noValidate>
          <ComboboxField<RollEntry>
            label={inspectorText.paperProperty}
            hint={inspectorText.paperPropertyHint}
            placeholder="e.g. 12 Maple Grove Lane"
            required
            restoreOnBlur
            error={
              fields.propertyId ??
              (missing && voter === null ? inspectorText.paperPropertyMissing : undefined)
            }
            items={matchingVoters(roll.data ?? [], search)}
            loading={roll.isPending}
            selectedItem={voter}
            onSelectedItemChange={(next) => {
              setVoter(next);
              setMissing(false);
            }}
            onInputValueChange={setSearch}
            itemToString={(entry) => entry?.label ?? ""}
            itemKey={(entry) => entry.voterId}
            itemDetail={(entry) => (entry.voted ? votedText(entry) : undefined)}
            emptyText={
              roll.isError
                ? inspectorText.rollFailed
                : `No property on the roll matches "${search}"`
            }
          />
          <TextField
            label={inspectorText.paperReceived}
            type="datetime-local"
            value={receivedAt}
            required
            error={fields.receivedAt}
            onChange={(event) => setReceivedAt(event.target.value)}
          />
          <ChoicesFields
            name="paper-choices"
            vote={election.vote}
            value={choices}
            onChange={(next) => {
              setChoices(next);
              setMissing(false);
            }}
            error={
              fields.choices ??
              (missing && choicesToSend(choices) === null
                ? electionMessages.choicesInvalid
                : undefined)
            }
          />
          {refusal ? (
            <p className="ballot-page__refusal" role="alert">
              {refusal}
            </p>
          ) : null}
        </form>
      )}
    </FormDialog>
  );
}

function CertifyDialog({
  election,
  open,
  onClose,
}: {
  election: InspectedElection;
  open: boolean;
  onClose: () => void;
}) {
  const certify = useCertify(election.orgId, election.id);
  const [signature, setSignature] = useState("");
  const error = certify.error instanceof ApiError ? certify.error : null;
  const noQuorum = election.status === "quorumFailed";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    certify.mutate(
      { signature },
      {
        onSuccess: () => {
          notify.success(noQuorum ? inspectorText.noQuorumCertified : inspectorText.certified, {
            id: "certify",
          });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      title={noQuorum ? inspectorText.certifyNoQuorum : inspectorText.certify}
      description={noQuorum ? inspectorText.certifyNoQuorumWarning : inspectorText.certifyWarning}
      submitLabel={inspectorText.certifySubmit}
      busy={certify.isPending}
      busyLabel="Certifying..."
      onClose={() => {
        certify.reset();
        onClose();
      }}
    >
      {(formId) => (
        <form id={formId} className="inspector-page__form" onSubmit={submit} noValidate>
          <TextField
            label={inspectorText.signature}
            value={signature}
            required
            autoComplete="name"
            error={error?.fields.signature}
            onChange={(event) => setSignature(event.target.value)}
          />
        </form>
      )}
    </FormDialog>
  );
}

function InspectedView({ election }: { election: InspectedElection }) {
  const noQuorum = election.certificate?.result.kind === "noQuorum";
  const counting = election.status === "counting" || (election.status === "certified" && !noQuorum);
  const tally = useElectionTally(election.orgId, election.id, counting);
  const openCount = useOpenCount(election.orgId, election.id);
  const [confirmingCount, setConfirmingCount] = useState(false);
  const [enteringPaper, setEnteringPaper] = useState(false);
  const [certifying, setCertifying] = useState(false);
  const { vote, live, certificate } = election;

  return (
    <main className="inspector-page">
      <Page>
        <PageHeader
          title={election.title}
          description={`${election.organizationName} · ${STATUS_LABELS[election.status]}`}
          actions={
            <>
              {election.status === "open" ? (
                <>
                  <Button variant="secondary" onClick={() => setEnteringPaper(true)}>
                    {inspectorText.paper}
                  </Button>
                  <Button onClick={() => setConfirmingCount(true)}>
                    {inspectorText.openCount}
                  </Button>
                </>
              ) : null}
              {election.status === "counting" ? (
                <Button onClick={() => setCertifying(true)}>{inspectorText.certify}</Button>
              ) : null}
              {election.status === "quorumFailed" ? (
                <Button onClick={() => setCertifying(true)}>{inspectorText.certifyNoQuorum}</Button>
              ) : null}
            </>
          }
        />
        <Section title={inspectorText.election}>
          <DetailList
            items={[
              { label: "Kind", value: VOTE_KIND_LABELS[vote.kind] },
              ...(election.question ? [{ label: "Question", value: election.question }] : []),
              ...(vote.kind === "directorElection"
                ? [
                    { label: "Seats", value: String(vote.seats ?? 1) },
                    {
                      label: "Candidates",
                      value: (vote.candidates ?? []).map((candidate) => candidate.name).join(", "),
                    },
                  ]
                : []),
              {
                label: "Passes by",
                value:
                  vote.kind === "directorElection"
                    ? PLURALITY_LABEL
                    : vote.threshold
                      ? MEASURE_THRESHOLD_LABELS[vote.threshold]
                      : "",
              },
              ...(election.firstVotingDeadline
                ? [
                    {
                      label: "Failed meeting's deadline",
                      value: timeText(election.firstVotingDeadline),
                    },
                  ]
                : []),
              {
                label: election.reconvened ? "Reconvened meeting closes" : "Voting closes",
                value: (
                  <time dateTime={election.votingDeadline}>
                    {timeText(election.votingDeadline)}
                  </time>
                ),
              },
              ...(election.quorumFailedAt
                ? [
                    {
                      label: "Polls closed without a quorum",
                      value: timeText(election.quorumFailedAt),
                    },
                  ]
                : []),
              ...(election.countOpenedAt
                ? [{ label: "Count opened", value: timeText(election.countOpenedAt) }]
                : []),
            ]}
          />
        </Section>
        {live ? (
          <Section title={inspectorText.live}>
            <StatGrid>
              <StatCard
                label="Ballots cast"
                value={live.ballots}
                hint={`of ${live.voters} voters`}
              />
              <StatCard
                label="Voting power cast"
                value={formatVotingPower(election.electorateBasis, live.votingPower)}
                hint={`of ${formatVotingPower(election.electorateBasis, live.totalVotingPower)}`}
              />
              <StatCard
                label="Quorum"
                value={live.quorum.reached ? "Reached" : "Not reached"}
                hint={quorumText(live.quorum, election.electorateBasis)}
                tone={live.quorum.reached ? "success" : "warning"}
              />
            </StatGrid>
          </Section>
        ) : null}
        {election.status === "quorumFailed" ? (
          <Section title={inspectorText.quorumFailed}>
            <p>{election.reconvened ? inspectorText.sealedAgain : inspectorText.sealed}</p>
          </Section>
        ) : null}
        {counting ? (
          <Section title={inspectorText.tally}>
            {tally.isPending ? (
              <Loader label="Counting..." fullScreen={false} />
            ) : tally.isError ? (
              <ErrorState
                title="The tally could not be loaded"
                message={
                  tally.error instanceof ApiError && tally.error.serverMessage
                    ? tally.error.serverMessage
                    : "Check your connection and try again."
                }
                retrying={tally.isFetching}
                onRetry={() => void tally.refetch()}
              />
            ) : (
              <TallyView tally={tally.data} basis={election.electorateBasis} />
            )}
          </Section>
        ) : null}
        {certificate ? (
          <Section title={inspectorText.certificate}>
            <DetailList
              items={[
                ...(noQuorum ? [{ label: "Result", value: electionMessages.noQuorum }] : []),
                { label: "Signed by", value: certificate.signedBy },
                { label: "Signed", value: timeText(certificate.signedAt) },
                { label: "Inspector's address", value: certificate.inspectorEmail },
              ]}
            />
          </Section>
        ) : null}
        <InspectorAccount election={election} />
      </Page>
      <ConfirmDialog
        open={confirmingCount}
        title={`${inspectorText.openCount}?`}
        message={inspectorText.openCountMessage}
        confirmLabel={inspectorText.openCountConfirm}
        busy={openCount.isPending}
        busyLabel="Opening..."
        onConfirm={() =>
          openCount.mutate(undefined, {
            onSuccess: (closed) =>
              notify.success(
                closed.status === "quorumFailed"
                  ? inspectorText.quorumFailedNotice
                  : inspectorText.opened,
                { id: "open-count" },
              ),
            onSettled: () => setConfirmingCount(false),
          })
        }
        onCancel={() => setConfirmingCount(false)}
      />
      <PaperBallotDialog
        election={election}
        open={enteringPaper}
        onClose={() => setEnteringPaper(false)}
      />
      <CertifyDialog election={election} open={certifying} onClose={() => setCertifying(false)} />
    </main>
  );
}

/**
 * Who is signed in, and the way out: the inspector may belong to no organization, so this page
 * has no console around it to sign out from. Signing in again comes back here.
 */
function InspectorAccount({ election }: { election: InspectedElection }) {
  const { user } = useAuth();
  const here = `/inspector/${election.orgId}/${election.id}`;
  return (
    <p className="inspector-page__account">
      {user?.email ? `Signed in as ${user.email}. ` : null}
      <TextLink to={signOutHref(here)}>{inspectorText.signOut}</TextLink>
    </p>
  );
}

/**
 * `/inspector/:orgId/:electionId`: the inspector of elections' page, for any signed-in user
 * (the inspector may be no member); the API answers 404 to anyone but the inspector.
 */
export default function InspectorPage() {
  const { orgId = "", electionId = "" } = useParams();
  const election = useInspectedElection(orgId, electionId);
  if (election.isPending) return <Loader label={inspectorText.loading} />;
  if (election.isError) {
    const error = election.error instanceof ApiError ? election.error : null;
    return (
      <main className="inspector-page">
        <Page>
          {error?.status === 404 ? (
            <EmptyState
              title={inspectorText.notYours}
              description={inspectorText.notYoursDescription}
            />
          ) : (
            <ErrorState
              title={inspectorText.loadFailed}
              message={error?.serverMessage ?? "Check your connection and try again."}
              retrying={election.isFetching}
              onRetry={() => void election.refetch()}
            />
          )}
        </Page>
      </main>
    );
  }
  return <InspectedView election={election.data} />;
}
