import {
  Button,
  Card,
  CheckboxGroup,
  DetailList,
  EmptyState,
  FormActions,
  Icon,
  ItemList,
  ListItem,
  Loader,
  Note,
  notify,
  Page,
  PageHeader,
  RadioGroup,
  SelectField,
  Stack,
} from "@hoa/ui";
import {
  formatReceiptSecret,
  MEASURE_CHOICES,
  MEASURE_CHOICE_LABELS,
  VOTE_KIND_LABELS,
  type MeasureChoice,
} from "@hoa/validation/elections";
import { useState, type FormEvent } from "react";
import { useParams } from "react-router-dom";
import { ApiError } from "../../../api/client";
import { paths } from "../../../config/paths";
import { useOrganizationSession } from "../../../lib/organization-session";
import { formatInZone, useOrganizationTimeZone } from "../../../lib/organization-time";
import { QueryErrorState } from "../../../lib/QueryErrorState";
import { backLinkTo } from "../../../lib/TextLink";
import { ElectionStatusPill } from "../../elections/election-text";
import { ReceiptCheckForm, receiptText } from "../../election-ballots/ReceiptCheckForm";
import {
  useCastProxyBallot,
  useGiveProxy,
  useHeldProxies,
  useOwnElection,
  useOwnElectionProperties,
  useProxyHolders,
  useRevokeProxy,
  type CastRequest,
  type ElectionProxy,
  type OwnElection,
  type OwnProperty,
} from "./api";
import { NominateCard } from "./NominateCard";
import { resultText, stateText, VOTE_FROM_LINK } from "./result-text";
import "../portal.css";

type Choices = CastRequest["choices"];

interface ChoiceState {
  candidates: string[];
  answer: MeasureChoice;
}

const choicesOf = (election: OwnElection, state: ChoiceState): Choices =>
  election.vote.kind === "directorElection"
    ? { candidates: state.candidates }
    : { answer: state.answer };

const stateOf = (choices: ElectionProxy["instructions"]): ChoiceState => ({
  candidates: choices && "candidates" in choices ? choices.candidates : [],
  answer: choices && "answer" in choices ? choices.answer : "yes",
});

/** The ballot's choices: up to the seats among the candidates, or yes, no or abstain. */
function ChoiceFields({
  election,
  name,
  state,
  onChange,
  error,
}: {
  election: OwnElection;
  name: string;
  state: ChoiceState;
  onChange: (state: ChoiceState) => void;
  error?: string | undefined;
}) {
  if (election.vote.kind === "directorElection") {
    return (
      <CheckboxGroup
        legend="Candidates"
        name={name}
        hint={`Choose up to ${election.vote.seats ?? 0}.`}
        options={(election.vote.candidates ?? []).map((c) => ({ value: c.id, label: c.name }))}
        values={state.candidates}
        onChange={(candidates) => onChange({ ...state, candidates })}
        error={error}
      />
    );
  }
  return (
    <RadioGroup
      legend="Answer"
      name={name}
      options={MEASURE_CHOICES.map((choice) => ({
        value: choice,
        label: MEASURE_CHOICE_LABELS[choice],
      }))}
      value={state.answer}
      onChange={(answer) => onChange({ ...state, answer })}
      error={error}
    />
  );
}

/** An election's card about the caller's own properties on its roll. */
interface OwnedProps {
  orgId: string;
  election: OwnElection;
  owned: readonly OwnProperty[];
}

/**
 * An owner gives a property's vote to another member, with instructions or none: only a property
 * that has not voted and has no proxy given may.
 */
function GiveProxyCard({ orgId, election, owned }: OwnedProps) {
  const holderList = useProxyHolders(orgId, election.id);
  const give = useGiveProxy(orgId, election.id);
  const [propertyId, setPropertyId] = useState("");
  const [holderId, setHolderId] = useState("");
  const [instructed, setInstructed] = useState<"free" | "instructed">("free");
  const [choices, setChoices] = useState<ChoiceState>(stateOf(null));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  if (holderList.isPending) return <Loader label="Loading..." fullScreen={false} />;
  if (holderList.isError) {
    return (
      <QueryErrorState
        title="Whom you may give a proxy to could not be loaded"
        query={holderList}
      />
    );
  }
  const properties = owned.filter((property) => !property.voted && property.proxy === null);
  const holders = new Map(
    holderList.data.map((entry) => [
      entry.uid,
      entry.relation === "board" ? `${entry.name} (board)` : entry.name,
    ]),
  );
  const property = propertyId || properties[0]?.propertyId || "";
  const holder = holderId || holderList.data[0]?.uid || "";
  if (owned.length > 0 && properties.length === 0) {
    return <p>{PROXY_NOTHING_LEFT}</p>;
  }
  if (properties.length === 0 || holders.size === 0) {
    return (
      <Note>
        A proxy is given by an owner on file to another member of the association with an account:
        someone of your household or the board. Ask the association for a paper proxy form for
        anyone else.
      </Note>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    give
      .mutateAsync({
        propertyId: property,
        holderId: holder,
        instructions: instructed === "instructed" ? choicesOf(election, choices) : null,
      })
      .then(
        (proxy) =>
          notify.success(
            `Proxy for ${proxy.property} given to ${holders.get(holder) ?? "the member"}.`,
            {
              id: "give-proxy",
            },
          ),
        (error: unknown) => {
          if (error instanceof ApiError) setErrors(error.fields);
        },
      );
  };
  return (
    <form onSubmit={submit} aria-label="Give a proxy">
      <Stack>
        <SelectField
          label="Property"
          options={properties.map((p) => ({ value: p.propertyId, label: p.property }))}
          value={property}
          onValueChange={setPropertyId}
          error={errors.propertyId}
        />
        <SelectField
          label="Member who holds the proxy"
          options={[...holders].map(([uid, name]) => ({ value: uid, label: name }))}
          value={holder}
          onValueChange={setHolderId}
          error={errors.holderId}
        />
        <RadioGroup
          legend="How they vote"
          name="instructed"
          options={[
            { value: "free", label: "As they see fit" },
            { value: "instructed", label: "As I instruct" },
          ]}
          value={instructed}
          onChange={setInstructed}
        />
        {instructed === "instructed" ? (
          <ChoiceFields
            election={election}
            name="instructions"
            state={choices}
            onChange={setChoices}
            error={errors.instructions}
          />
        ) : null}
        <FormActions>
          <Button type="submit" disabled={give.isPending} aria-busy={give.isPending}>
            {give.isPending ? "Giving..." : "Give the proxy"}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}

export const PROXY_NOTHING_LEFT =
  "Each of your properties has voted or given its proxy: there is no proxy left to give.";

/** What one of the caller's properties did: voted, its proxy given (revocable until used), or neither. */
function OwnPropertyRow({
  orgId,
  election,
  property,
  zone,
}: {
  orgId: string;
  election: OwnElection;
  property: OwnProperty;
  zone: string;
}) {
  const revoke = useRevokeProxy(orgId, election.id);
  const { proxy } = property;
  const status = property.voted
    ? proxy?.usedAt
      ? `Voted by proxy: ${proxy.holderName} cast its ballot.`
      : "Voted: its ballot is in the box."
    : proxy
      ? `Proxy given to ${proxy.holderName} on ${formatInZone(proxy.givenAt, zone)}, ${proxy.instructions ? "to vote as you instructed" : "to vote as they see fit"}.`
      : "Not voted yet.";
  const revocable = election.status === "open" && proxy !== null && proxy.usedAt === null;
  return (
    <ListItem title={property.property}>
      <p>{status}</p>
      {revocable ? (
        <FormActions plain>
          <Button
            variant="secondary"
            size="sm"
            disabled={revoke.isPending}
            aria-busy={revoke.isPending}
            aria-label={`Revoke the proxy of ${property.property}`}
            onClick={() =>
              revoke.mutate(property.propertyId, {
                onSuccess: () =>
                  notify.success(`The proxy of ${property.property} is revoked.`, {
                    id: "revoke-proxy",
                  }),
              })
            }
          >
            {revoke.isPending ? "Revoking..." : "Revoke the proxy"}
          </Button>
        </FormActions>
      ) : null}
    </ListItem>
  );
}

function OwnPropertiesCard({ orgId, election, owned }: OwnedProps) {
  const zone = useOrganizationTimeZone();
  if (owned.length === 0) return null;
  return (
    <Card title="Your properties" headingLevel={2} icon={<Icon name="home" />}>
      <ItemList label="Your properties">
        {owned.map((property) => (
          <OwnPropertyRow
            key={property.propertyId}
            orgId={orgId}
            election={election}
            property={property}
            zone={zone}
          />
        ))}
      </ItemList>
    </Card>
  );
}

/** A proxy the caller holds: its instructions, then its ballot, once. */
function HeldProxy({
  orgId,
  election,
  proxy,
}: {
  orgId: string;
  election: OwnElection;
  proxy: ElectionProxy;
}) {
  const cast = useCastProxyBallot(orgId, election.id);
  const [choices, setChoices] = useState(() => stateOf(proxy.instructions));
  const [receipt, setReceipt] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  if (receipt) {
    return (
      <Note>
        {`The ballot of ${proxy.property} is in the box. Keep its receipt to check it was counted: ${formatReceiptSecret(receipt)}`}
      </Note>
    );
  }
  if (proxy.usedAt) return <p>{`${proxy.property}: the proxy ballot is cast.`}</p>;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    cast
      .mutateAsync({
        propertyId: proxy.propertyId,
        request: { choices: choicesOf(election, choices), electronicConsent: true },
      })
      .then(
        (answer) => setReceipt(answer.receipt),
        (failure: unknown) => {
          if (failure instanceof ApiError) setError(failure.message);
        },
      );
  };
  return (
    <form onSubmit={submit} aria-label={`Proxy ballot of ${proxy.property}`}>
      <Stack>
        <p>
          {proxy.instructions
            ? `${proxy.property}: the owner's instructions are chosen below.`
            : `${proxy.property}: vote as you see fit.`}
        </p>
        <ChoiceFields
          election={election}
          name={`proxy-${proxy.propertyId}`}
          state={choices}
          onChange={setChoices}
          error={error}
        />
        <FormActions>
          <Button type="submit" disabled={cast.isPending} aria-busy={cast.isPending}>
            {cast.isPending ? "Casting..." : "Cast the proxy ballot"}
          </Button>
        </FormActions>
      </Stack>
    </form>
  );
}

function HeldProxiesCard({ orgId, election }: { orgId: string; election: OwnElection }) {
  const proxies = useHeldProxies(orgId, election.id);
  if (!proxies.data || proxies.data.length === 0) return null;
  return (
    <Card title="Proxies you hold" headingLevel={2} icon={<Icon name="users" />}>
      <Stack>
        {proxies.data.map((proxy) => (
          <HeldProxy key={proxy.propertyId} orgId={orgId} election={election} proxy={proxy} />
        ))}
      </Stack>
    </Card>
  );
}

/** One election for the household: its deadline and how to vote, proxies, and the results. */
export default function ElectionPage() {
  const { currentOrgId } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const zone = useOrganizationTimeZone();
  const { electionId = "" } = useParams();
  const election = useOwnElection(orgId, electionId);
  const owned = useOwnElectionProperties(orgId, electionId);
  const back = backLinkTo(paths.portalElections.href(), "Elections");
  if (election.isPending) return <Loader label="Loading..." fullScreen={false} />;
  if (election.isError) {
    const missing = election.error instanceof ApiError && election.error.status === 404;
    return (
      <Page>
        <PageHeader title={missing ? "Election not found" : "Election"} backLink={back} />
        {missing ? (
          <EmptyState icon={<Icon name="check" />} title="This election does not exist" />
        ) : (
          <QueryErrorState title="The election could not be loaded" query={election} />
        )}
      </Page>
    );
  }
  const data = election.data;
  const open = data.status === "open";
  const nominating = data.status === "nominating";
  const result = resultText(data);
  const state = stateText(data);
  return (
    <Page>
      <PageHeader
        title={data.title}
        description={<ElectionStatusPill status={data.status} />}
        backLink={back}
      />
      <Stack>
        <Card title="The vote" headingLevel={2}>
          <Stack>
            <DetailList
              items={[
                { label: "Kind", value: VOTE_KIND_LABELS[data.vote.kind] },
                ...(data.question ? [{ label: "Question", value: data.question }] : []),
                ...(data.firstVotingDeadline
                  ? [
                      {
                        label: "Failed meeting's deadline",
                        value: formatInZone(data.firstVotingDeadline, zone),
                      },
                    ]
                  : []),
                {
                  label: data.reconvened ? "Reconvened voting deadline" : "Voting deadline",
                  value: formatInZone(data.votingDeadline, zone),
                },
              ]}
            />
            {state ? <p>{state}</p> : null}
            {open ? <Note>{VOTE_FROM_LINK}</Note> : null}
          </Stack>
        </Card>
        {nominating ? <NominateCard orgId={orgId} election={data} zone={zone} /> : null}
        {result ? (
          <Card
            title="Results"
            headingLevel={2}
            icon={<Icon name="check" />}
            description={
              data.certifiedBy
                ? `Certified by ${data.certifiedBy}, inspector of elections.`
                : undefined
            }
          >
            <p>{result}</p>
          </Card>
        ) : null}
        {owned.isError ? (
          <QueryErrorState title="Your properties could not be loaded" query={owned} />
        ) : (
          <OwnPropertiesCard orgId={orgId} election={data} owned={owned.data ?? []} />
        )}
        {open && owned.data ? (
          <Card
            title="Give a proxy"
            headingLevel={2}
            icon={<Icon name="userPlus" />}
            description="Another member votes for your property, as you instruct or as they see fit. A property votes once: not after it voted, nor while a proxy is given."
          >
            <GiveProxyCard orgId={orgId} election={data} owned={owned.data} />
          </Card>
        ) : null}
        {open ? <HeldProxiesCard orgId={orgId} election={data} /> : null}
        {nominating ? null : (
          <Card
            title={receiptText.heading}
            headingLevel={2}
            icon={<Icon name="check" />}
            description="A ballot's receipt, from the ballot page or a proxy ballot, tells whether it was counted, never how it voted."
          >
            <ReceiptCheckForm orgId={orgId} electionId={data.id} headingLevel={null} />
          </Card>
        )}
      </Stack>
    </Page>
  );
}
