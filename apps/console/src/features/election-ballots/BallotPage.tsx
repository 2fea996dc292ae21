import {
  AuthLayout,
  Button,
  CheckboxField,
  ConfirmDialog,
  DetailList,
  ErrorState,
  Loader,
  notify,
} from "@hoa/ui";
import { timeZoneOf } from "@hoa/validation";
import {
  MEASURE_THRESHOLD_LABELS,
  PLURALITY_LABEL,
  electionMessages,
  formatReceiptSecret,
} from "@hoa/validation/elections";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useParams } from "react-router-dom";
import { ApiError } from "../../api/client";
import { productName } from "../../config/env";
import { formatInZone } from "../../lib/organization-time";
import { createQueryClient } from "../../lib/query-client";
import { ChoicesFields, choicesToSend, emptyChoices, type ChoicesDraft } from "./ChoicesFields";
import { ReceiptCheckForm } from "./ReceiptCheckForm";
import { useBallot, useCastBallot, type Ballot, type CastBallot } from "./api";
import "./election-ballots.css";

export const ballotText = {
  loading: "Opening your ballot...",
  notFound: "This ballot link is not valid",
  notFoundDescription:
    "The link may be mistyped, or the election is over. Ask the association for a new ballot link, or vote on paper.",
  loadFailed: "The ballot could not be opened",
  alreadyCounted: "A ballot from this property was already counted",
  alreadyCountedDescription: "Each property votes once, and a ballot cannot be changed once cast.",
  closed: "The polls are closed",
  closedDescription: "No ballot is taken after the voting deadline.",
  deadline: "Voting closes",
  votingFor: "Voting for",
  consentMemberChoice: "I choose to vote online",
  consentWritten: "I consent in writing to voting online",
  cast: "Cast ballot",
  confirmTitle: "Cast your ballot?",
  confirmMessage:
    "A ballot cannot be changed once cast: this property votes once, whichever way it votes.",
  casting: "Casting...",
  castFailed: "The ballot could not be cast. Check your connection and try again.",
  castDone: "Your ballot was cast",
  receiptLabel: "Your receipt",
  copy: "Copy",
  copied: "Receipt copied",
  copyFailed: "The receipt could not be copied: select it and copy it yourself.",
  keepReceipt:
    "Keep this receipt: it is shown only once. With it you can check that your ballot was counted, never how you voted.",
} as const;

/** The deadline in the reader's time zone, saying which ("Dec 1, 2026, 5:00 PM PT"). */
const deadlineText = (iso: string) =>
  formatInZone(iso, timeZoneOf(Intl.DateTimeFormat().resolvedOptions().timeZone));

/** What passes it: plurality for directors, the threshold for a measure or motion. */
const passesWith = (vote: Ballot["vote"]) =>
  vote.kind === "directorElection"
    ? PLURALITY_LABEL
    : vote.threshold
      ? MEASURE_THRESHOLD_LABELS[vote.threshold]
      : null;

/** The receipt, shown once, with a way to copy it and the form to check it later. */
function CastReceipt({ cast }: { cast: CastBallot }) {
  const receipt = formatReceiptSecret(cast.receipt);
  const copy = () => {
    navigator.clipboard.writeText(receipt).then(
      () => notify.success(ballotText.copied, { id: "copy-receipt" }),
      () => notify.error(ballotText.copyFailed, { id: "copy-receipt" }),
    );
  };
  return (
    <AuthLayout productName={productName} title={ballotText.castDone}>
      <div className="ballot-page__receipt">
        <p className="ballot-page__label" id="ballot-receipt-label">
          {ballotText.receiptLabel}
        </p>
        <p className="ballot-page__receipt-row">
          <code className="ballot-page__code" aria-labelledby="ballot-receipt-label">
            {receipt}
          </code>
          <Button variant="secondary" size="sm" onClick={copy}>
            {ballotText.copy}
          </Button>
        </p>
        <p className="ballot-page__note">{ballotText.keepReceipt}</p>
      </div>
      <ReceiptCheckForm orgId={cast.orgId} electionId={cast.electionId} />
    </AuthLayout>
  );
}

/** The open ballot: the election, the choices, the consent online voting needs, then casting. */
function OpenBallot({ token, ballot }: { token: string; ballot: Ballot }) {
  const cast = useCastBallot(token);
  const [choices, setChoices] = useState<ChoicesDraft>(() => emptyChoices(ballot.vote));
  const [consent, setConsent] = useState(false);
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (cast.data) return <CastReceipt cast={cast.data} />;

  const error = cast.error instanceof ApiError ? cast.error : null;
  const fields = error?.fields ?? {};
  const refusal =
    cast.isError && !fields.choices
      ? (fields.electronicConsent ?? error?.serverMessage ?? ballotText.castFailed)
      : null;
  const needsConsent = ballot.consent !== "none";
  const passes = passesWith(ballot.vote);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choicesToSend(choices) === null) {
      setMissing(true);
      return;
    }
    setConfirming(true);
  };

  const castBallot = () => {
    const sent = choicesToSend(choices);
    if (sent === null) return;
    cast.mutate(
      { choices: sent, electronicConsent: needsConsent ? consent : true },
      { onSettled: () => setConfirming(false) },
    );
  };

  return (
    <AuthLayout
      productName={productName}
      title={ballot.title}
      description={ballot.organizationName}
    >
      <div className="ballot-page__details">
        <DetailList
          items={[
            { label: ballotText.votingFor, value: ballot.voter },
            {
              label: ballotText.deadline,
              value: (
                <time dateTime={ballot.votingDeadline}>{deadlineText(ballot.votingDeadline)}</time>
              ),
            },
            ...(passes ? [{ label: "Passes by", value: passes }] : []),
          ]}
        />
      </div>
      {ballot.question ? <p className="ballot-page__question">{ballot.question}</p> : null}
      <form className="ballot-page__form" onSubmit={submit} noValidate>
        <ChoicesFields
          name="ballot-choices"
          vote={ballot.vote}
          value={choices}
          onChange={(next) => {
            setChoices(next);
            setMissing(false);
          }}
          error={fields.choices ?? (missing ? electionMessages.choicesInvalid : undefined)}
        />
        {needsConsent ? (
          <CheckboxField
            label={
              ballot.consent === "writtenConsent"
                ? ballotText.consentWritten
                : ballotText.consentMemberChoice
            }
            description={ballot.consentRule}
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
          />
        ) : null}
        {refusal ? (
          <p className="ballot-page__refusal" role="alert">
            {refusal}
          </p>
        ) : null}
        <Button type="submit" disabled={cast.isPending}>
          {ballotText.cast}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        title={ballotText.confirmTitle}
        message={ballotText.confirmMessage}
        confirmLabel={ballotText.cast}
        busy={cast.isPending}
        busyLabel={ballotText.casting}
        onConfirm={castBallot}
        onCancel={() => setConfirming(false)}
      />
    </AuthLayout>
  );
}

function BallotScreen() {
  const { token = "" } = useParams();
  const ballot = useBallot(token);

  if (ballot.isPending) return <Loader label={ballotText.loading} />;
  if (ballot.isError) {
    const error = ballot.error instanceof ApiError ? ballot.error : null;
    if (error?.status === 404) {
      return (
        <AuthLayout
          productName={productName}
          title={error.serverMessage ?? ballotText.notFound}
          description={ballotText.notFoundDescription}
        >
          {null}
        </AuthLayout>
      );
    }
    return (
      <AuthLayout productName={productName} title={ballotText.loadFailed}>
        <ErrorState
          title={ballotText.loadFailed}
          message={error?.serverMessage ?? ballotText.castFailed}
          retrying={ballot.isFetching}
          onRetry={() => void ballot.refetch()}
        />
      </AuthLayout>
    );
  }
  const data = ballot.data;
  if (data.voted) {
    return (
      <AuthLayout
        productName={productName}
        title={ballotText.alreadyCounted}
        description={`${data.title}, ${data.voter}. ${ballotText.alreadyCountedDescription}`}
      >
        <ReceiptCheckForm orgId={data.orgId} electionId={data.electionId} />
      </AuthLayout>
    );
  }
  if (data.status !== "open") {
    return (
      <AuthLayout
        productName={productName}
        title={ballotText.closed}
        description={`${data.title}. ${ballotText.closedDescription}`}
      >
        {null}
      </AuthLayout>
    );
  }
  return <OpenBallot token={token} ballot={data} />;
}

/**
 * `/ballot/:token`: a voter's one-time ballot link, opened on a phone, signed in or not (the
 * token is the credential). It has its own query cache: it lives outside the signed-in app.
 */
export default function BallotPage() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BallotScreen />
    </QueryClientProvider>
  );
}
