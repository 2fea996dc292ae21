import {
  Button,
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
import { formatInZone } from "../../lib/organization-time";
import { ChoicesFields, choicesToSend, emptyChoices, type ChoicesDraft } from "./ChoicesFields";
import {
  useCertify,
  useElectionTally,
  useEnterPaperBallot,
  useInspectedElection,
  useOpenCount,
  type ElectionTally,
  type InspectedElection,
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
    "No ballot can be cast online or entered on paper once the count is open, and the count opens once.",
  opened: "The count is open",
  paper: "Enter a paper ballot",
  paperSubmit: "Enter ballot",
  paperProperty: "Property ID",
  paperPropertyHint: "The property on the signed envelope, as the voter roll names it.",
  paperReceived: "Envelope received",
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
  open: "Polls open",
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
 * counts members.
 */
function quorumText(
  quorum: NonNullable<InspectedElection["live"]>["quorum"],
  basis: ElectorateBasis,
) {
  const state = quorum.reached ? "Quorum reached" : "Quorum not reached";
  const amount = (power: number) =>
    quorum.reconvened ? String(power) : formatVotingPower(basis, power);
  return `${state}: ${amount(quorum.cast)} of ${amount(quorum.required)} needed (${formatBasisPoints(quorum.basisPoints)} of ${amount(quorum.total)}, ${citationLabel(quorum.citation)})`;
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
  const [propertyId, setPropertyId] = useState("");
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
    setPropertyId("");
    setChoices(emptyChoices(election.vote));
    setMissing(false);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = choicesToSend(choices);
    if (sent === null) {
      setMissing(true);
      return;
    }
    enter.mutate(
      {
        propertyId: propertyId.trim(),
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
          <TextField
            label={inspectorText.paperProperty}
            hint={inspectorText.paperPropertyHint}
            value={propertyId}
            required
            error={fields.propertyId}
            onChange={(event) => setPropertyId(event.target.value)}
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
            error={fields.choices ?? (missing ? electionMessages.choicesInvalid : undefined)}
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    certify.mutate(
      { signature },
      {
        onSuccess: () => {
          notify.success(inspectorText.certified, { id: "certify" });
          onClose();
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      title={inspectorText.certify}
      description={inspectorText.certifyWarning}
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
  const counting = election.status === "counting" || election.status === "certified";
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
              {
                label: "Voting closes",
                value: (
                  <time dateTime={election.votingDeadline}>
                    {timeText(election.votingDeadline)}
                  </time>
                ),
              },
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
                { label: "Signed by", value: certificate.signedBy },
                { label: "Signed", value: timeText(certificate.signedAt) },
                { label: "Inspector's address", value: certificate.inspectorEmail },
              ]}
            />
          </Section>
        ) : null}
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
            onSuccess: () => notify.success(inspectorText.opened, { id: "open-count" }),
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
