import {
  Button,
  Card,
  FormFooter,
  FormGrid,
  RadioGroup,
  SelectField,
  Stack,
  TextField,
  TextareaField,
  type SelectOption,
} from "@hoa/ui";
import { instantIn, localDateTimeIn, timeZoneLabel, type TimeZone } from "@hoa/validation";
import {
  ELECTORATE_BASIS_LABELS,
  MEASURE_THRESHOLDS,
  MEASURE_THRESHOLD_LABELS,
  MEASURE_TYPES,
  MEASURE_TYPE_LABELS,
  VOTE_KINDS,
  VOTE_KIND_LABELS,
  type MeasureThreshold,
  type MeasureType,
  type VoteKind,
} from "@hoa/validation/elections";
import { useState, type FormEvent } from "react";
import { ApiError } from "../../api/client";
import type { Election, ElectionCreate } from "./api";

const options = <T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): SelectOption<T>[] => values.map((value) => ({ value, label: labels[value] }));

/** How the members' votes count; a board motion is one vote per director. */
const MEMBER_ELECTORATES = ["onePerProperty", "percentageInterest"] as const;
type MemberElectorate = (typeof MEMBER_ELECTORATES)[number];

type DateField =
  | "nominationNoticeAt"
  | "nominationDeadline"
  | "ballotsOutAt"
  | "votingDeadline"
  | "resultsNoticeAt";

/** The dates' labels, as the form and the election's page name them. */
export const DATE_LABELS: Readonly<Record<DateField, string>> = {
  nominationNoticeAt: "Nomination notice",
  nominationDeadline: "Nomination deadline",
  ballotsOutAt: "Ballots go out",
  votingDeadline: "Voting deadline",
  resultsNoticeAt: "Results notice",
};

interface Values {
  kind: VoteKind;
  title: string;
  question: string;
  seats: string;
  candidates: string;
  measureType: MeasureType;
  threshold: MeasureThreshold;
  electorate: MemberElectorate;
  dates: Record<DateField, string>;
  inspectorName: string;
  inspectorEmail: string;
}

/** "2026-12-01T18:30" in the organization's zone, or "" for none. */
const localOf = (iso: string | null, zone: TimeZone) => {
  if (!iso) return "";
  const { date, time } = localDateTimeIn(new Date(iso), zone);
  return `${date}T${time}`;
};

const valuesOf = (election: Election | undefined, zone: TimeZone): Values => ({
  kind: election?.vote.kind ?? "directorElection",
  title: election?.title ?? "",
  question: election?.question ?? "",
  seats: election?.vote.seats === undefined ? "" : String(election.vote.seats),
  candidates: (election?.vote.candidates ?? []).map((candidate) => candidate.name).join("\n"),
  measureType: election?.vote.measureType ?? "amendment",
  threshold: election?.vote.threshold ?? "majorityOfVotesCast",
  electorate:
    election?.electorateBasis === "percentageInterest" ? "percentageInterest" : "onePerProperty",
  dates: {
    nominationNoticeAt: localOf(election?.nominationNoticeAt ?? null, zone),
    nominationDeadline: localOf(election?.nominationDeadline ?? null, zone),
    ballotsOutAt: localOf(election?.ballotsOutAt ?? null, zone),
    votingDeadline: localOf(election?.votingDeadline ?? null, zone),
    resultsNoticeAt: localOf(election?.resultsNoticeAt ?? null, zone),
  },
  inspectorName: election?.inspector.name ?? "",
  inspectorEmail: election?.inspector.email ?? "",
});

/** The instant a `datetime-local` value names in the zone; the text as typed when it names none. */
const instantOf = (local: string, zone: TimeZone): string => {
  const [date, time] = local.split("T");
  if (!date || !time) return local;
  const instant = instantIn(date, time, zone);
  return Number.isNaN(instant.getTime()) ? local : instant.toISOString();
};

function requestOf(values: Values, zone: TimeZone): ElectionCreate {
  const when = (field: DateField) => {
    const local = values.dates[field];
    return local === "" ? null : instantOf(local, zone);
  };
  const vote: ElectionCreate["vote"] =
    values.kind === "directorElection"
      ? {
          kind: "directorElection",
          seats: Number(values.seats),
          candidates: values.candidates
            .split("\n")
            .map((name) => name.trim())
            .filter((name) => name !== "")
            .map((name) => ({ name })),
        }
      : values.kind === "measure"
        ? { kind: "measure", measureType: values.measureType, threshold: values.threshold }
        : { kind: "boardMotion", threshold: values.threshold };
  const directors = values.kind === "directorElection";
  return {
    title: values.title,
    question: values.question,
    vote,
    ...(values.kind === "boardMotion" ? {} : { electorate: values.electorate }),
    nominationNoticeAt: directors ? when("nominationNoticeAt") : null,
    nominationDeadline: directors ? when("nominationDeadline") : null,
    ballotsOutAt: when("ballotsOutAt") ?? "",
    votingDeadline: when("votingDeadline") ?? "",
    resultsNoticeAt: when("resultsNoticeAt"),
    inspector: { name: values.inspectorName, email: values.inspectorEmail },
  };
}

export interface ElectionFormProps {
  zone: TimeZone;
  /** The draft being changed, or none for a new one. */
  election?: Election;
  submitLabel: string;
  busy: boolean;
  /** Sends the election; a refusal's field messages go on their fields. */
  onSubmit: (request: ElectionCreate) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * An election's draft: its kind (directors with seats and candidates, a measure with its type and
 * threshold, a board motion), how the members' votes count (one per property, or weighted by
 * percentage interest), title, question, dates told in the organization's zone, and its
 * inspector. Each date the rules refuse shows on its field with the rule and its citation.
 */
export function ElectionForm({
  zone,
  election,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: ElectionFormProps) {
  const [values, setValues] = useState(() => valuesOf(election, zone));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setDate = (field: DateField, value: string) =>
    setValues((current) => ({ ...current, dates: { ...current.dates, [field]: value } }));
  const error = (...keys: string[]) =>
    keys.map((key) => errors[key]).find((message) => message !== undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    onSubmit(requestOf(values, zone)).catch((failure: unknown) => {
      if (failure instanceof ApiError) setErrors(failure.fields);
    });
  };

  const directors = values.kind === "directorElection";
  const dateField = (field: DateField, hint?: string) => (
    <TextField
      key={field}
      label={DATE_LABELS[field]}
      type="datetime-local"
      required={field === "ballotsOutAt" || field === "votingDeadline" || directors}
      optional={field === "resultsNoticeAt"}
      hint={hint ?? timeZoneLabel(zone)}
      value={values.dates[field]}
      onChange={(event) => setDate(field, event.target.value)}
      error={error(field)}
    />
  );

  return (
    <form onSubmit={submit} aria-label="Election" noValidate>
      <Stack>
        <Card title="The vote" headingLevel={2}>
          <Stack>
            <FormGrid columns={2}>
              <SelectField
                label="Kind"
                options={options(VOTE_KINDS, VOTE_KIND_LABELS)}
                value={values.kind}
                onValueChange={(kind) => set("kind", kind)}
                error={error("vote", "vote.kind")}
              />
              <TextField
                label="Title"
                required
                value={values.title}
                onChange={(event) => set("title", event.target.value)}
                error={error("title")}
              />
            </FormGrid>
            <TextareaField
              label="Question"
              optional
              hint="What the ballot asks, in a sentence or two."
              value={values.question}
              onChange={(event) => set("question", event.target.value)}
              error={error("question")}
            />
            {directors ? (
              <FormGrid columns={2}>
                <TextField
                  label="Seats"
                  required
                  inputMode="numeric"
                  value={values.seats}
                  onChange={(event) => set("seats", event.target.value)}
                  error={error("vote.seats")}
                />
                <TextareaField
                  label="Candidates"
                  required
                  hint="One name a line."
                  value={values.candidates}
                  onChange={(event) => set("candidates", event.target.value)}
                  error={error("vote.candidates")}
                />
              </FormGrid>
            ) : (
              <FormGrid columns={2}>
                {values.kind === "measure" ? (
                  <SelectField
                    label="Measure type"
                    options={options(MEASURE_TYPES, MEASURE_TYPE_LABELS)}
                    value={values.measureType}
                    onValueChange={(type) => set("measureType", type)}
                    error={error("vote.measureType")}
                  />
                ) : null}
                <SelectField
                  label="Threshold"
                  options={options(MEASURE_THRESHOLDS, MEASURE_THRESHOLD_LABELS)}
                  value={values.threshold}
                  onValueChange={(threshold) => set("threshold", threshold)}
                  error={error("vote.threshold")}
                />
              </FormGrid>
            )}
            {values.kind === "boardMotion" ? null : (
              <RadioGroup
                legend="Electorate"
                name="electorate"
                hint="Weighted, each property's vote counts its percentage interest: every property needs one, 100% in all, before the ballots go out."
                options={options(MEMBER_ELECTORATES, ELECTORATE_BASIS_LABELS)}
                value={values.electorate}
                onChange={(electorate) => set("electorate", electorate)}
                error={error("electorate")}
              />
            )}
          </Stack>
        </Card>
        <Card
          title="Dates"
          headingLevel={2}
          description="Checked against the election rules: a date they refuse names the rule and the day that would do."
        >
          <FormGrid columns={2}>
            {directors ? dateField("nominationNoticeAt") : null}
            {directors ? dateField("nominationDeadline") : null}
            {dateField("ballotsOutAt")}
            {dateField("votingDeadline")}
            {dateField("resultsNoticeAt")}
          </FormGrid>
        </Card>
        <Card
          title="Inspector of elections"
          headingLevel={2}
          description="The inspector opens the count, tallies the ballots and certifies the result, signed in with this address."
        >
          <FormGrid columns={2}>
            <TextField
              label="Inspector's name"
              required
              value={values.inspectorName}
              onChange={(event) => set("inspectorName", event.target.value)}
              error={error("inspector.name", "inspector")}
            />
            <TextField
              label="Inspector's email"
              type="email"
              required
              value={values.inspectorEmail}
              onChange={(event) => set("inspectorEmail", event.target.value)}
              error={error("inspector.email")}
            />
          </FormGrid>
        </Card>
        <FormFooter>
          <Button variant="secondary" type="button" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? "Saving..." : submitLabel}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
