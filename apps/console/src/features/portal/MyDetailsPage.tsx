import {
  Button,
  Card,
  FormActions,
  FormGrid,
  Note,
  Stack,
  TextField,
  ToggleField,
  notify,
  useSchemaForm,
} from "@hoa/ui";
import { formatPhone, updateOwnResidentRequestSchema } from "@hoa/validation";
import type { Resident } from "../../api/list-residents";
import { useOrganizationSession } from "../../lib/organization-session";
import { saveForm } from "../../lib/save-form";
import { useUpdateOwnDetails } from "./api/update-own-details";
import { HouseholdPage, addressOf } from "./HouseholdQuery";
import "./portal.css";

/** The notices no preference turns off. */
export const REQUIRED_NOTICES_NOTE =
  "Notices the association must send you, such as billing notices, are always sent by email.";

/** What the resident can change of their own record: contact details, privacy, email. */
interface OwnDetailsValues {
  email: string;
  phone: string;
  privacy: { hideEmail: boolean; hidePhone: boolean };
  emailOptOut: boolean;
  reminderOptOut: boolean;
}

/** The directory's privacy switches, each on when the detail is shown (not hidden). */
const directoryChoices = [
  { key: "hideEmail", label: "Show my email to other residents" },
  { key: "hidePhone", label: "Show my phone to other residents" },
] as const;

const valuesOf = (resident: Resident): OwnDetailsValues => ({
  email: resident.email ?? "",
  phone: resident.phone ? formatPhone(resident.phone) : "",
  privacy: { ...resident.privacy },
  emailOptOut: resident.emailOptOut,
  reminderOptOut: resident.reminderOptOut,
});

/** My details: for each of the resident's own records, their contact details and choices. */
export default function MyDetailsPage() {
  return (
    <HouseholdPage
      title="My details"
      description="How the association and your neighbours reach you, and what email you get."
      cards={(household) =>
        household.residents.map((resident) => (
          // A saved change comes back with a new version: the form starts again from it.
          <OwnDetailsForm key={`${resident.id}@${resident.version}`} resident={resident} />
        ))
      }
    />
  );
}

function OwnDetailsForm({ resident }: { resident: Resident }) {
  const orgId = useOrganizationSession().currentOrgId ?? "";
  const update = useUpdateOwnDetails(orgId);
  const form = useSchemaForm({
    schema: updateOwnResidentRequestSchema,
    defaultValues: valuesOf(resident),
    onValidSubmit: (changes, submitted) =>
      saveForm(submitted, update.mutateAsync({ resident, changes }), () =>
        notify.success("Your details are saved.", { id: "save-own-details" }),
      ),
  });
  const { values, setValue } = form;
  const formId = `own-details-${resident.id}`;
  return (
    <Card title={resident.name} headingLevel={2} description={addressOf(resident)}>
      <form id={formId} aria-label={`Details of ${resident.name}`} {...form.formProps}>
        <Stack>
          <FormGrid>
            <TextField label="Email" type="email" autoComplete="email" {...form.text("email")} />
            <TextField label="Phone" type="tel" autoComplete="tel" {...form.text("phone")} />
          </FormGrid>
          <fieldset className="portal-fieldset">
            <legend>Directory</legend>
            {directoryChoices.map(({ key, label }) => (
              <ToggleField
                key={key}
                label={label}
                description="The board and the administrators always see it."
                checked={!values.privacy[key]}
                onChange={(event) =>
                  setValue("privacy", { ...values.privacy, [key]: !event.currentTarget.checked })
                }
              />
            ))}
          </fieldset>
          <fieldset className="portal-fieldset">
            <legend>Email</legend>
            <ToggleField
              label="Announcements and newsletters"
              description="Urgent announcements always come; every announcement is in News."
              checked={!values.emailOptOut}
              onChange={(event) => setValue("emailOptOut", !event.currentTarget.checked)}
            />
            <ToggleField
              label="Event reminders"
              description="A reminder before an event your household replied to."
              checked={!values.reminderOptOut}
              onChange={(event) => setValue("reminderOptOut", !event.currentTarget.checked)}
            />
            <Note>{REQUIRED_NOTICES_NOTE}</Note>
          </fieldset>
        </Stack>
        <FormActions>
          <Button type="submit" disabled={form.isSubmitting}>
            {form.isSubmitting ? "Saving..." : "Save"}
          </Button>
        </FormActions>
      </form>
    </Card>
  );
}
