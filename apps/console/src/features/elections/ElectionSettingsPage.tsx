import {
  Button,
  Card,
  DetailList,
  FormFooter,
  FormGrid,
  Icon,
  Loader,
  Note,
  notify,
  Page,
  PageHeader,
  RadioGroup,
  SelectField,
  Stack,
  TextField,
  type ChoiceOption,
} from "@hoa/ui";
import {
  citationLabel,
  ELECTION_RULE_SET_IDS,
  ELECTRONIC_CONSENTS,
  formatBasisPoints,
  type ElectionCitation,
  type ElectionRuleSetId,
  type ElectronicConsent,
} from "@hoa/validation/elections";
import { useState, type FormEvent } from "react";
import { ApiError } from "../../api/client";
import { useOrganizationSession } from "../../lib/organization-session";
import { QueryErrorState } from "../../lib/QueryErrorState";
import { useUnsavedChangesGuard } from "../../lib/unsaved-changes";
import {
  useElectionSettings,
  useSaveElectionSettings,
  type ElectionSettingsRead,
  type ElectionSettingsSave,
} from "./api";
import { ElectionsTabs } from "./ElectionsTabs";

const RULE_SET_LABELS: Readonly<Record<ElectionRuleSetId, string>> = {
  california: "California",
  florida: "Florida",
  general: "General",
};

const RULE_SET_DESCRIPTIONS: Readonly<Record<ElectionRuleSetId, string>> = {
  california:
    "The Civil Code's election rules: its notice periods and an inspector of elections; your governing documents set the quorum.",
  florida:
    "Florida Statutes chapter 720: a 30% quorum unless your bylaws set it lower, and online voting with written consent.",
  general: "Your governing documents' own numbers, entered below.",
};

const ruleSetOptions: ChoiceOption<ElectionRuleSetId>[] = ELECTION_RULE_SET_IDS.map((id) => ({
  value: id,
  label: RULE_SET_LABELS[id],
  description: RULE_SET_DESCRIPTIONS[id],
}));

const CONSENT_LABELS: Readonly<Record<ElectronicConsent, string>> = {
  memberChoice: "The member chose to vote online",
  writtenConsent: "The owner consented in writing",
  none: "Nobody's: every member may vote online",
};

type NumberField =
  | "quorum"
  | "reconvenedQuorum"
  | "nominationNoticeDays"
  | "ballotNoticeDays"
  | "resultsNoticeDays"
  | "retentionYears"
  | "reconvenedDaysLater";

interface Values {
  ruleSet: ElectionRuleSetId;
  numbers: Record<NumberField, string>;
  electronicVoting: "yes" | "no";
  electronicConsent: ElectronicConsent;
}

const percentOf = (basisPoints: number | null) =>
  basisPoints === null ? "" : formatBasisPoints(basisPoints).replace("%", "");
const daysOf = (days: number | null) => (days === null ? "" : String(days));

const valuesOf = ({ ruleSet, settings }: ElectionSettingsRead): Values => ({
  ruleSet,
  numbers: {
    quorum: percentOf(settings.quorumBasisPoints),
    reconvenedQuorum: percentOf(settings.reconvenedQuorumBasisPoints),
    nominationNoticeDays: daysOf(settings.nominationNoticeDays),
    ballotNoticeDays: daysOf(settings.ballotNoticeDays),
    resultsNoticeDays: daysOf(settings.resultsNoticeDays),
    retentionYears: String(settings.retentionYears),
    reconvenedDaysLater: String(settings.reconvenedDaysLater),
  },
  electronicVoting: settings.electronicVoting ? "yes" : "no",
  electronicConsent: settings.electronicConsent,
});

/** A percentage as basis points ("25.5" is 2550); none when empty. */
const basisPointsOf = (text: string) =>
  text.trim() === "" ? null : Math.round(Number(text.replace("%", "")) * 100);
const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

const requestOf = (values: Values): ElectionSettingsSave => ({
  ruleSet: values.ruleSet,
  quorumBasisPoints: basisPointsOf(values.numbers.quorum),
  reconvenedQuorumBasisPoints: basisPointsOf(values.numbers.reconvenedQuorum),
  nominationNoticeDays: numberOrNull(values.numbers.nominationNoticeDays),
  ballotNoticeDays: numberOrNull(values.numbers.ballotNoticeDays),
  resultsNoticeDays: numberOrNull(values.numbers.resultsNoticeDays),
  retentionYears: Number(values.numbers.retentionYears),
  reconvenedDaysLater: Number(values.numbers.reconvenedDaysLater),
  electronicVoting: values.electronicVoting === "yes",
  electronicConsent: values.electronicConsent,
});

/** "Civil Code 5115: Ballots go out at least 30 days before the deadline." */
const cited = (citation: ElectionCitation) =>
  `${citationLabel(citation).replace(/^your/u, "Your")}: ${citation.text}`;

/** The rules in effect, each with its source. */
function EffectiveRules({ settings }: { settings: ElectionSettingsRead }) {
  const rules = settings.effective;
  if (!rules) {
    return (
      <Note>
        Enter the quorum your governing documents set: no election can be drafted until then.
      </Note>
    );
  }
  const days = (value: number | null, unit = "days") =>
    value === null ? "None" : `${value} ${unit}`;
  return (
    <DetailList
      items={[
        {
          label: "Quorum",
          value: `${formatBasisPoints(rules.quorum.basisPoints)} (${cited(rules.quorum.citation)})`,
        },
        {
          label: "Nomination notice",
          value: `${days(rules.nominationNotice.days)} (${cited(rules.nominationNotice.citation)})`,
        },
        {
          label: "Ballots out before the deadline",
          value: `${days(rules.ballotDelivery.days)} (${cited(rules.ballotDelivery.citation)})`,
        },
        {
          label: "Results notice within",
          value: `${days(rules.resultsNotice.days)} (${cited(rules.resultsNotice.citation)})`,
        },
        {
          label: "Materials kept",
          value: `${rules.retention.years} years (${cited(rules.retention.citation)})`,
        },
        {
          label: "Online voting",
          value: `${rules.electronicVoting.allowed ? "Allowed" : "Not allowed"} (${cited(rules.electronicVoting.citation)})`,
        },
      ]}
    />
  );
}

function SettingsForm({
  orgId,
  settings,
  canSave,
}: {
  orgId: string;
  settings: ElectionSettingsRead;
  canSave: boolean;
}) {
  const save = useSaveElectionSettings(orgId);
  const [initial] = useState(() => valuesOf(settings));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const dirty = JSON.stringify(values) !== JSON.stringify(initial);
  const guard = useUnsavedChangesGuard(canSave && dirty);
  const setNumber = (field: NumberField, text: string) =>
    setValues((current) => ({ ...current, numbers: { ...current.numbers, [field]: text } }));
  const number = (field: NumberField, label: string, errorKey: string, hint?: string) => (
    <TextField
      label={label}
      inputMode="decimal"
      hint={hint}
      readOnly={!canSave}
      value={values.numbers[field]}
      onChange={(event) => setNumber(field, event.target.value)}
      error={errors[errorKey]}
    />
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors({});
    save.mutateAsync({ settings: requestOf(values), version: settings.version }).then(
      () => notify.success("Election rules saved.", { id: "election-settings" }),
      (error: unknown) => {
        if (error instanceof ApiError) setErrors(error.fields);
      },
    );
  };
  const general = values.ruleSet === "general";
  return (
    <Stack>
      {canSave ? null : <Note>Only administrators can change the election rules.</Note>}
      <form onSubmit={submit} aria-label="Election rules" noValidate>
        <Stack>
          <Card title="Rule set" headingLevel={2} icon={<Icon name="shield" />}>
            <fieldset className="ui-choice-group" disabled={!canSave}>
              <RadioGroup
                legend="The law your elections follow"
                name="ruleSet"
                options={ruleSetOptions}
                value={values.ruleSet}
                onChange={(ruleSet) => setValues((current) => ({ ...current, ruleSet }))}
                error={errors.ruleSet}
              />
            </fieldset>
          </Card>
          <Card
            title="Your numbers"
            headingLevel={2}
            icon={<Icon name="settings" />}
            description="What your governing documents set, where the law leaves it to them."
          >
            <FormGrid columns={2}>
              {number("quorum", "Quorum (%)", "quorumBasisPoints", "A share of the voting power.")}
              {values.ruleSet === "california" || general
                ? number("reconvenedQuorum", "Reconvened quorum (%)", "reconvenedQuorumBasisPoints")
                : null}
              {general
                ? number("nominationNoticeDays", "Nomination notice (days)", "nominationNoticeDays")
                : null}
              {general
                ? number(
                    "ballotNoticeDays",
                    "Ballots out before the deadline (days)",
                    "ballotNoticeDays",
                  )
                : null}
              {general
                ? number("resultsNoticeDays", "Results notice within (days)", "resultsNoticeDays")
                : null}
              {general
                ? number("retentionYears", "Materials kept (years)", "retentionYears")
                : null}
              {general
                ? number(
                    "reconvenedDaysLater",
                    "Reconvened meeting after (days)",
                    "reconvenedDaysLater",
                  )
                : null}
              <SelectField
                label="Online voting"
                disabled={!canSave}
                options={[
                  { value: "yes", label: "Allowed" },
                  { value: "no", label: "Not allowed" },
                ]}
                value={values.electronicVoting}
                onValueChange={(electronicVoting) =>
                  setValues((current) => ({ ...current, electronicVoting }))
                }
                error={errors.electronicVoting}
              />
              {general ? (
                <SelectField
                  label="Online voting needs"
                  disabled={!canSave}
                  options={ELECTRONIC_CONSENTS.map((consent) => ({
                    value: consent,
                    label: CONSENT_LABELS[consent],
                  }))}
                  value={values.electronicConsent}
                  onValueChange={(electronicConsent) =>
                    setValues((current) => ({ ...current, electronicConsent }))
                  }
                  error={errors.electronicConsent}
                />
              ) : null}
            </FormGrid>
          </Card>
          {canSave ? (
            <FormFooter dirty={dirty}>
              <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
                {save.isPending ? "Saving..." : "Save rules"}
              </Button>
            </FormFooter>
          ) : null}
        </Stack>
      </form>
      <Card title="The rules in effect" headingLevel={2} icon={<Icon name="file" />}>
        <EffectiveRules settings={settings} />
      </Card>
      {guard.dialog}
    </Stack>
  );
}

/**
 * The election rules: California, Florida or General, the organization's numbers, and the rules
 * in effect with their citations. Administrators change them; board members read them.
 */
export default function ElectionSettingsPage() {
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const settings = useElectionSettings(orgId);
  return (
    <Page>
      <PageHeader
        title="Elections"
        description="The rules every election follows: the law, your quorum and notice periods, each with its source."
      />
      <ElectionsTabs />
      {settings.isError ? (
        <QueryErrorState title="The election rules could not be loaded" query={settings} />
      ) : settings.data ? (
        <SettingsForm
          key={settings.data.version}
          orgId={orgId}
          settings={settings.data}
          canSave={isOrganizationAdmin}
        />
      ) : (
        <Loader label="Loading..." fullScreen={false} />
      )}
    </Page>
  );
}
