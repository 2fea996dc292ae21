import {
  Button,
  Card,
  CheckboxGroup,
  FormFooter,
  FormGrid,
  Icon,
  Loader,
  Note,
  Page,
  PageHeader,
  RadioGroup,
  Stack,
  TextField,
  notify,
  useSchemaForm,
  type ChoiceOption,
  type FormSchema,
} from "@hoa/ui";
import {
  ARC_DEADLINE_OUTCOMES,
  ARC_DEADLINE_OUTCOME_LABELS,
  ARC_RESPONSE_DAYS_MAX,
  arcSettingsSchema,
  type ArcDeadlineOutcome,
} from "@hoa/validation/architectural-review";
import { useOrganizationSession } from "../../lib/organization-session";
import { QueryErrorState } from "../../lib/QueryErrorState";
import { saveForm } from "../../lib/save-form";
import { useUnsavedChangesGuard } from "../../lib/unsaved-changes";
import { useArcSettings, useBoardPeople, useSaveArcSettings, type ArcSettingsRead } from "./api";
import { ArchitecturalReviewTabs } from "./ArchitecturalReviewTabs";

/** What each outcome does, one line each. */
const OUTCOME_DESCRIPTIONS: Readonly<Record<ArcDeadlineOutcome, string>> = {
  deemedApproved:
    "A request not decided in time is approved as submitted, and the homeowner gets the approval letter.",
  deemedDenied:
    "A request not decided in time is denied, and the homeowner gets the denial letter and may ask the board to reconsider.",
  escalated: "A request not decided in time goes to the board, whose directors then vote on it.",
};

const outcomeOptions: ChoiceOption<ArcDeadlineOutcome>[] = ARC_DEADLINE_OUTCOMES.map((outcome) => ({
  value: outcome,
  label: ARC_DEADLINE_OUTCOME_LABELS[outcome],
  description: OUTCOME_DESCRIPTIONS[outcome],
}));

interface SettingsValues {
  committee: string[];
  directors: string[];
  responseDays: string;
  deadlineOutcome: ArcDeadlineOutcome;
}

const settingsFormSchema = arcSettingsSchema as unknown as FormSchema<SettingsValues>;

const valuesOf = (settings: ArcSettingsRead): SettingsValues => ({
  committee: settings.committee.map((person) => person.uid),
  directors: settings.directors.map((person) => person.uid),
  responseDays: String(settings.responseDays),
  deadlineOutcome: settings.deadlineOutcome,
});

function SettingsForm({
  orgId,
  settings,
  canSave,
}: {
  orgId: string;
  settings: ArcSettingsRead;
  canSave: boolean;
}) {
  const save = useSaveArcSettings(orgId);
  const people = useBoardPeople(orgId);
  const form = useSchemaForm({
    schema: settingsFormSchema,
    defaultValues: valuesOf(settings),
    onValidSubmit: (values, submitted) =>
      saveForm(
        submitted,
        save.mutateAsync({
          settings: { ...values, responseDays: Number(values.responseDays) },
          version: settings.version,
        }),
        () => notify.success("Architectural review settings saved.", { id: "arc-settings" }),
      ),
  });
  const { values, setValue, errors, formProps, isDirty } = form;
  const guard = useUnsavedChangesGuard(canSave && isDirty);
  // The board's people, and anyone already chosen whom the list did not bring (a long list).
  const options: ChoiceOption<string>[] = [
    ...(people.data ?? []).map((member) => ({
      value: member.uid,
      label: member.displayName || member.email,
      description: member.role === "admin" ? "Administrator" : "Board member",
    })),
    ...[...settings.committee, ...settings.directors]
      .filter(
        (person, index, all) =>
          !people.data?.some((member) => member.uid === person.uid) &&
          all.findIndex((other) => other.uid === person.uid) === index,
      )
      .map((person) => ({ value: person.uid, label: person.name })),
  ];
  const citation = settings.citation;
  return (
    <Stack>
      {canSave ? null : (
        <Note>Only administrators can change the architectural review settings.</Note>
      )}
      <form {...formProps} aria-label="Architectural review settings">
        <Stack>
          <Card
            title="Who reviews"
            headingLevel={2}
            icon={<Icon name="users" />}
            description="The committee votes on every request; the board decides deadlocks, escalations and reconsiderations, its committee members stepping aside."
          >
            {people.isError ? (
              <QueryErrorState title="The members could not be loaded" query={people} />
            ) : people.isPending ? (
              <Loader label="Loading members..." fullScreen={false} />
            ) : (
              <fieldset className="ui-choice-group" disabled={!canSave}>
                <FormGrid columns={2}>
                  <CheckboxGroup
                    legend="Committee"
                    name="committee"
                    hint="Board members and administrators who vote on requests."
                    options={options}
                    values={values.committee}
                    error={errors.committee}
                    onChange={(chosen) => setValue("committee", chosen)}
                  />
                  <CheckboxGroup
                    legend="Board of directors"
                    name="directors"
                    hint="Who decides when the committee cannot."
                    options={options}
                    values={values.directors}
                    error={errors.directors}
                    onChange={(chosen) => setValue("directors", chosen)}
                  />
                </FormGrid>
              </fieldset>
            )}
          </Card>
          <Card
            title="Response time"
            headingLevel={2}
            icon={<Icon name="clock" />}
            description="How long the association has to answer a request, from its submission."
          >
            <fieldset className="ui-choice-group" disabled={!canSave}>
              <Stack>
                <FormGrid columns={2}>
                  <TextField
                    label="Maximum response time (days)"
                    required
                    inputMode="numeric"
                    hint={`From 1 to ${ARC_RESPONSE_DAYS_MAX} days. Submitted requests keep the time they were submitted with.`}
                    readOnly={!canSave}
                    {...form.text("responseDays")}
                  />
                </FormGrid>
                <RadioGroup
                  legend="When the response time passes"
                  options={outcomeOptions}
                  error={errors.deadlineOutcome}
                  {...form.choice("deadlineOutcome")}
                />
                {citation ? (
                  <Note>{`${citation.code} ${citation.section}: ${citation.text}`}</Note>
                ) : null}
              </Stack>
            </fieldset>
            {canSave ? (
              <FormFooter dirty={isDirty}>
                <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
                  {save.isPending ? "Saving..." : "Save settings"}
                </Button>
              </FormFooter>
            ) : null}
          </Card>
        </Stack>
      </form>
      {guard.dialog}
    </Stack>
  );
}

/**
 * The architectural review procedure: the committee and the board (from the organization's
 * administrators and board members), the maximum response time and what its passing does.
 * Administrators change it; board members read it.
 */
export default function ArchitecturalReviewSettingsPage() {
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const settings = useArcSettings(orgId);
  return (
    <Page>
      <PageHeader
        title="Architectural review"
        description="The procedure every request follows: who reviews it and how long the association has to answer."
      />
      <ArchitecturalReviewTabs />
      {settings.isError ? (
        <QueryErrorState title="The settings could not be loaded" query={settings} />
      ) : settings.data ? (
        // A new version from the server (after a save, or someone else's) starts the form afresh.
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
