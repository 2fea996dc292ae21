import {
  Button,
  Card,
  FormActions,
  FormGrid,
  Icon,
  Page,
  PageHeader,
  SelectField,
  Stack,
  TextField,
  ToggleField,
  announceUnavailable,
  buttonClassName,
  useSchemaForm,
} from "@hoa/ui";
import { organizationSettingsSchema } from "@hoa/validation";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import {
  currentSettings,
  sessionTimeoutOptions,
  timeZoneOptions,
  type OrganizationSettings,
} from "./mock-data";

type ToggleSetting = {
  [Key in keyof OrganizationSettings]: OrganizationSettings[Key] extends boolean ? Key : never;
}[keyof OrganizationSettings];

const securityToggles: readonly { key: ToggleSetting; label: string; description: string }[] = [
  {
    key: "requireTwoFactor",
    label: "Require two-factor sign-in for admins",
    description: "Admins confirm each new sign-in with a code.",
  },
  {
    key: "alertOnNewSignIn",
    label: "Email admins about sign-ins from new devices",
    description: "Helps spot an account someone else is using.",
  },
];

const notificationToggles: readonly { key: ToggleSetting; label: string; description: string }[] = [
  {
    key: "notifyNewResidents",
    label: "New residents",
    description: "When someone accepts an invitation.",
  },
  {
    key: "notifySupportTickets",
    label: "Support tickets",
    description: "When a ticket is opened or a resident replies.",
  },
  {
    key: "notifyPayments",
    label: "Payments",
    description: "When a dues payment arrives or becomes late.",
  },
  {
    key: "notifyWeeklySummary",
    label: "Weekly summary",
    description: "A Monday email with the week's activity.",
  },
];

export default function SettingsPage() {
  const { isOrganizationAdmin } = useOrganizationSession();
  const { values, setValue, text, formProps } = useSchemaForm({
    schema: organizationSettingsSchema,
    defaultValues: currentSettings,
    onValidSubmit: () => announceUnavailable("Saving settings"),
  });
  return (
    <Page>
      <PageHeader
        title="Settings"
        description="How Maple Grove HOA is named, kept secure and keeps you informed."
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
      <form {...formProps} aria-label="Settings">
        <Stack>
          <Card title="Organization" icon={<Icon name="home" />}>
            <FormGrid columns={2}>
              <TextField label="Organization name" required {...text("name")} />
              <SelectField
                label="Time zone"
                name="timeZone"
                options={timeZoneOptions}
                value={values.timeZone}
                onValueChange={(timeZone) => setValue("timeZone", timeZone)}
              />
            </FormGrid>
          </Card>
          <Card title="Security" icon={<Icon name="lock" />}>
            <FormGrid columns={2}>
              <SelectField
                label="Session timeout"
                name="sessionTimeout"
                hint="Signs admins out after this long without activity."
                options={sessionTimeoutOptions}
                value={values.sessionTimeout}
                onValueChange={(sessionTimeout) => setValue("sessionTimeout", sessionTimeout)}
              />
            </FormGrid>
            {securityToggles.map((toggle) => (
              <ToggleField
                key={toggle.key}
                label={toggle.label}
                description={toggle.description}
                checked={values[toggle.key]}
                onChange={(event) => setValue(toggle.key, event.currentTarget.checked)}
              />
            ))}
          </Card>
          <Card
            title="Notifications"
            icon={<Icon name="bell" />}
            description="Emails you receive as an admin."
          >
            {notificationToggles.map((toggle) => (
              <ToggleField
                key={toggle.key}
                label={toggle.label}
                description={toggle.description}
                checked={values[toggle.key]}
                onChange={(event) => setValue(toggle.key, event.currentTarget.checked)}
              />
            ))}
          </Card>
          <FormActions plain>
            <Button type="submit">Save changes</Button>
          </FormActions>
        </Stack>
      </form>
    </Page>
  );
}
