import {
  Button,
  Card,
  FormFooter,
  FormGrid,
  Icon,
  Note,
  Page,
  PageHeader,
  SelectField,
  Stack,
  TextField,
  ToggleField,
  buttonClassName,
  notify,
  useSchemaForm,
  type SelectOption,
} from "@hoa/ui";
import {
  SESSION_TIMEOUTS,
  SESSION_TIMEOUT_LABELS,
  organizationSettingsSchema,
  type OrganizationPreferences,
  type SessionTimeout,
  type SettingsToggle,
} from "@hoa/validation";
import { Link } from "react-router-dom";
import type { Organization } from "../../api/get-organization";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import { saveForm } from "../../lib/save-form";
import { useUnsavedChangesGuard } from "../../lib/unsaved-changes";
import { useUpdateOrganization } from "./api/update-organization";
import { TimeZonePicker } from "./TimeZonePicker";
import { DescriptionField } from "../../lib/TitleField";

const sessionTimeoutOptions: readonly SelectOption<SessionTimeout>[] = SESSION_TIMEOUTS.map(
  (timeout) => ({ value: timeout, label: SESSION_TIMEOUT_LABELS[timeout] }),
);

interface Toggle {
  key: SettingsToggle;
  label: string;
  description: string;
}

const securityToggles: readonly Toggle[] = [
  {
    key: "requireTwoFactor",
    label: "Require two-factor sign-in for admins",
    description:
      "Recorded for your organization; sign-in does not ask for a code yet, so it is not enforced.",
  },
  {
    key: "alertOnNewSignIn",
    label: "Email admins about sign-ins from new devices",
    description:
      "An email to every admin when an admin signs in from a browser they had not used before.",
  },
];

const notificationToggles: readonly Toggle[] = [
  {
    key: "notifyNewResidents",
    label: "New residents",
    description: "An email to every admin when someone accepts an invitation and joins.",
  },
  {
    key: "notifySupportTickets",
    label: "Support tickets",
    description: "An email to every admin when a ticket is opened.",
  },
  {
    key: "notifyPayments",
    label: "Payments",
    description: "An email to every admin when a payment is recorded, with the new balance.",
  },
  {
    key: "notifyWeeklySummary",
    label: "Weekly summary",
    description:
      "A Monday email to every admin at 8 AM in your time zone: residents, tickets, balances and invitations.",
  },
];

type SettingsValues = { name: string; description: string } & OrganizationPreferences;

const valuesOf = (organization: Organization): SettingsValues => ({
  name: organization.name,
  description: organization.description,
  timeZone: organization.timeZone,
  sessionTimeout: organization.sessionTimeout,
  requireTwoFactor: organization.requireTwoFactor,
  alertOnNewSignIn: organization.alertOnNewSignIn,
  notifyNewResidents: organization.notifyNewResidents,
  notifySupportTickets: organization.notifySupportTickets,
  notifyPayments: organization.notifyPayments,
  notifyWeeklySummary: organization.notifyWeeklySummary,
});

/** The organization's settings: its name, region, security and the admins' emails. */
export default function SettingsPage() {
  const { organization, isOrganizationAdmin } = useOrganizationSession();
  return (
    <Page>
      <PageHeader
        title="Settings"
        description={`How ${organization?.name ?? "your organization"} is named, kept secure and keeps you informed.`}
        actions={
          isOrganizationAdmin ? (
            <Link
              to={paths.settingsActivity.href()}
              className={buttonClassName({ variant: "secondary" })}
            >
              <Icon name="clock" size={18} />
              View activity
            </Link>
          ) : null
        }
      />
      {organization ? (
        // A new version from the server (after a save, or someone else's) starts the form afresh.
        <SettingsForm
          key={organization.version}
          organization={organization}
          canSave={isOrganizationAdmin}
        />
      ) : null}
    </Page>
  );
}

function SettingsForm({ organization, canSave }: { organization: Organization; canSave: boolean }) {
  const save = useUpdateOrganization();
  const form = useSchemaForm({
    schema: organizationSettingsSchema,
    defaultValues: valuesOf(organization),
    onValidSubmit: (changes, form) =>
      saveForm(form, save.mutateAsync({ organization, changes }), () =>
        notify.success("Settings saved.", { id: "save-settings" }),
      ),
  });
  const { values, setValue, text, formProps, isDirty } = form;
  const guard = useUnsavedChangesGuard(canSave && isDirty);
  const toggle = ({ key, label, description }: Toggle) => (
    <ToggleField
      key={key}
      label={label}
      description={description}
      checked={values[key]}
      disabled={!canSave}
      onChange={(event) => setValue(key, event.currentTarget.checked)}
    />
  );
  return (
    <>
      <form {...formProps} aria-label="Settings">
        <Stack>
          {canSave ? null : <Note>Only administrators can change the settings.</Note>}
          <Card title="Organization" icon={<Icon name="home" />}>
            <FormGrid columns={2}>
              <TextField label="Organization name" required readOnly={!canSave} {...text("name")} />
              <TimeZonePicker
                value={values.timeZone}
                error={form.errors.timeZone}
                disabled={!canSave}
                onChange={(timeZone) => setValue("timeZone", timeZone)}
              />
            </FormGrid>
            <FormGrid>
              <DescriptionField rows={3} readOnly={!canSave} {...text("description")} />
            </FormGrid>
          </Card>
          <Card title="Security" icon={<Icon name="lock" />}>
            <FormGrid columns={2}>
              <SelectField
                label="Session timeout"
                name="sessionTimeout"
                hint="Signs admins out of the console after this long without activity, with a warning a minute before."
                options={sessionTimeoutOptions}
                value={values.sessionTimeout}
                error={form.errors.sessionTimeout}
                disabled={!canSave}
                onValueChange={(sessionTimeout) => setValue("sessionTimeout", sessionTimeout)}
              />
            </FormGrid>
            {securityToggles.map(toggle)}
          </Card>
          <Card
            title="Notifications"
            icon={<Icon name="bell" />}
            description="Emails the administrators receive."
          >
            {notificationToggles.map(toggle)}
          </Card>
        </Stack>
        {canSave ? (
          <FormFooter dirty={isDirty}>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save changes"}
            </Button>
          </FormFooter>
        ) : null}
      </form>
      {guard.dialog}
    </>
  );
}
