import {
  Button,
  Card,
  CheckboxGroup,
  DetailList,
  EmptyState,
  FormActions,
  Icon,
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
import { useHousehold } from "../api/household";
import {
  useCastProxyBallot,
  useGiveProxy,
  useHeldProxies,
  useOwnElection,
  type CastRequest,
  type ElectionProxy,
  type OwnElection,
} from "./api";
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

/** An owner gives their property's vote to another member, with instructions or none. */
function GiveProxyCard({ orgId, election }: { orgId: string; election: OwnElection }) {
  const { user } = useOrganizationSession();
  const household = useHousehold(orgId);
  const give = useGiveProxy(orgId, election.id);
  const [propertyId, setPropertyId] = useState("");
  const [holderId, setHolderId] = useState("");
  const [instructed, setInstructed] = useState<"free" | "instructed">("free");
  const [choices, setChoices] = useState<ChoiceState>(stateOf(null));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  if (household.isPending) return <Loader label="Loading..." fullScreen={false} />;
  if (household.isError) {
    return <QueryErrorState title="Your household could not be loaded" query={household} />;
  }
  const me = user?.uid ?? null;
  const properties = household.data.properties.filter((property) =>
    property.residents.some(
      (resident) => resident.accountUid === me && resident.relationship === "Owner",
    ),
  );
  const holders = new Map<string, string>();
  for (const property of household.data.properties) {
    for (const resident of property.residents) {
      if (resident.accountUid && resident.accountUid !== me) {
        holders.set(resident.accountUid, resident.name);
      }
    }
  }
  const property = propertyId || properties[0]?.id || "";
  const holder = holderId || [...holders.keys()][0] || "";
  if (properties.length === 0 || holders.size === 0) {
    return (
      <Note>
        A proxy is given by an owner on file to another member of the association with an account.
        Ask the association for a paper proxy form if the member is not listed in your household.
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
          options={properties.map((p) => ({
            value: p.id,
            label: p.unit ? `${p.address}, ${p.unit}` : p.address,
          }))}
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
        {open ? (
          <Card
            title="Give a proxy"
            headingLevel={2}
            icon={<Icon name="userPlus" />}
            description="Another member votes for your property, as you instruct or as they see fit. A property votes once: not after it voted, nor while a proxy is given."
          >
            <GiveProxyCard orgId={orgId} election={data} />
          </Card>
        ) : null}
        {open ? <HeldProxiesCard orgId={orgId} election={data} /> : null}
      </Stack>
    </Page>
  );
}
