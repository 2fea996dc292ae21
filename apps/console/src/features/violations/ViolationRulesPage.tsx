import {
  Button,
  Card,
  CheckboxField,
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
} from "@hoa/ui";
import { ruleSetFor, type ViolationRuleSet } from "@hoa/validation/violation-rules";
import { DEFAULT_GENERAL_RULE_SETTINGS } from "@hoa/validation/violation-settings";
import { useOrganizationSession } from "../../lib/organization-session";
import { QueryErrorState } from "../../lib/QueryErrorState";
import { saveForm } from "../../lib/save-form";
import { useUnsavedChangesGuard } from "../../lib/unsaved-changes";
import {
  useSaveViolationSettings,
  useViolationSettings,
  type ViolationSettings,
} from "./api/violation-settings";
import { EffectiveRules } from "./EffectiveRules";
import {
  ruleSetOptions,
  rulesFormErrors,
  rulesFormSchema,
  rulesFormValues,
  rulesRequestOf,
  validGeneralOf,
  type RulesFormValues,
} from "./rulesForm";
import { ViolationsTabs } from "./ViolationsTabs";

/**
 * The rules the form's values put in effect: the saved ones while nothing is changed, else those
 * of the rule set chosen (General with the numbers typed, while the rules accept them).
 */
function rulesShown(
  values: RulesFormValues,
  settings: ViolationSettings,
): { rules: ViolationRuleSet; changed: boolean } {
  const changed =
    JSON.stringify(rulesRequestOf(values)) !==
    JSON.stringify(rulesRequestOf(rulesFormValues(settings)));
  if (!changed) return { rules: settings.effective, changed };
  const general = validGeneralOf(values) ?? settings.general ?? DEFAULT_GENERAL_RULE_SETTINGS;
  return { rules: ruleSetFor(values.ruleSet, general), changed };
}

function RulesForm({
  orgId,
  settings,
  canSave,
}: {
  orgId: string;
  settings: ViolationSettings;
  canSave: boolean;
}) {
  const save = useSaveViolationSettings(orgId);
  const form = useSchemaForm({
    schema: rulesFormSchema,
    defaultValues: rulesFormValues(settings),
    onValidSubmit: (values, form) =>
      saveForm(
        { showServerErrors: (fields) => form.showServerErrors(rulesFormErrors(fields)) },
        save.mutateAsync({ settings: rulesRequestOf(values), version: settings.version }),
        () => notify.success("Violation rules saved.", { id: "violation-settings" }),
      ),
  });
  const { values, setValue, text, choice, formProps, isDirty } = form;
  const guard = useUnsavedChangesGuard(canSave && isDirty);
  const shown = rulesShown(values, settings);
  return (
    <Stack>
      {canSave ? null : <Note>Only administrators can change the violation rules.</Note>}
      <form {...formProps} aria-label="Violation rules">
        <Card
          title="Rule set"
          headingLevel={2}
          icon={<Icon name="shield" />}
          description="The law your association follows for notices, hearings and fines, or your own rules."
        >
          {/* A member reads the choice and the numbers; every control is disabled for them. */}
          <fieldset className="ui-choice-group" disabled={!canSave}>
            <Stack>
              <RadioGroup
                legend="Rules that apply"
                options={ruleSetOptions}
                error={form.errors.ruleSet}
                {...choice("ruleSet")}
              />
              {values.ruleSet === "general" ? (
                <>
                  {GENERAL_FIELD_GROUPS.map((group, index) => (
                    <FormGrid key={index} columns={2}>
                      {group.map(({ name, label, hint, required, money }) => (
                        <TextField
                          key={name}
                          label={label}
                          hint={hint}
                          inputMode={money ? "decimal" : "numeric"}
                          {...(money ? { startAdornment: "$" } : {})}
                          {...(required ? { required: true } : { optional: true })}
                          readOnly={!canSave}
                          {...text(name)}
                        />
                      ))}
                    </FormGrid>
                  ))}
                  <CheckboxField
                    label="A cure before the hearing bars a fine"
                    description="A member who fixes the violation before the hearing is not fined."
                    name="curedBeforeHearingBarsFine"
                    checked={values.curedBeforeHearingBarsFine}
                    onChange={(event) =>
                      setValue("curedBeforeHearingBarsFine", event.currentTarget.checked)
                    }
                  />
                </>
              ) : null}
            </Stack>
          </fieldset>
          {canSave ? (
            <FormFooter
              dirty={isDirty}
              note={
                values.ruleSet === "general"
                  ? null
                  : "Your own numbers are kept, and come back if you choose General again."
              }
            >
              <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
                {save.isPending ? "Saving..." : "Save violation rules"}
              </Button>
            </FormFooter>
          ) : null}
        </Card>
      </form>
      {guard.dialog}
      <Card
        title="Rules in effect"
        headingLevel={2}
        flush
        icon={<Icon name="file" />}
        description={
          shown.changed
            ? `${shown.rules.name}: what applies once you save.`
            : `${shown.rules.name}, as of ${shown.rules.version}. Violations follow these rules.`
        }
      >
        <EffectiveRules rules={shown.rules} />
      </Card>
    </Stack>
  );
}

/** The general rules' numbers as the form asks them: the days, then the caps in dollars. */
const GENERAL_FIELD_GROUPS = [
  [
    {
      name: "hearingNoticeDays",
      label: "Hearing notice (days)",
      hint: "Least days between the notice and the hearing",
      required: true,
      money: false,
    },
    {
      name: "defaultCureDays",
      label: "Cure period (days)",
      hint: "Days a violation notice gives to cure; 0 for none",
      required: true,
      money: false,
    },
    {
      name: "decisionNoticeDays",
      label: "Decision notice (days)",
      hint: "Most days after the hearing for the written decision; empty for no deadline",
      required: false,
      money: false,
    },
  ],
  [
    {
      name: "finePerViolationCap",
      label: "Fine cap per violation",
      hint: "Empty for no cap",
      required: false,
      money: true,
    },
    {
      name: "continuingTotalCap",
      label: "Total cap for a continuing violation",
      hint: "Empty for no cap",
      required: false,
      money: true,
    },
  ],
] as const;

/**
 * The rules the organization's violations follow: California's Davis-Stirling Act, Florida's HOA
 * Act or its own numbers, chosen by administrators and read by the board, with every rule's
 * citation and plain-English text.
 */
export default function ViolationRulesPage() {
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const settings = useViolationSettings(orgId);
  return (
    <Page>
      <PageHeader
        title="Violations"
        description="The due-process rules your board follows: notice, cure, hearing, decision and fines."
      />
      <ViolationsTabs />
      {settings.isError ? (
        <QueryErrorState title="The violation rules could not be loaded" query={settings} />
      ) : settings.data ? (
        // A new version from the server (after a save, or someone else's) starts the form afresh.
        <RulesForm
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
