import {
  Button,
  Card,
  FormActions,
  FormGrid,
  Icon,
  Page,
  PageHeader,
  SelectField,
  TextareaField,
  TextField,
  notify,
  useSchemaForm,
} from "@hoa/ui";
import { emailComposeSchema } from "@hoa/validation";
import { BackToHubLink } from "./BackToHubLink";
import { emptyEmailCompose, type EmailCompose } from "./emailCompose";
import { priorityOptions } from "./priorities";

export const EMAIL_SAVED_MESSAGE = "Email saved locally — sending is not connected yet.";

function keepEmailLocally(email: EmailCompose): void {
  // The spec's send action only logs in the browser; no email service is connected.
  console.info("Email compose (not sent):", email);
  notify.info(EMAIL_SAVED_MESSAGE, { id: "communications-email-saved" });
}

export function EmailComposePage() {
  // Recipient (a valid email), subject and message are required (spec §5).
  const { values, setValue, text, formProps } = useSchemaForm({
    schema: emailComposeSchema,
    defaultValues: emptyEmailCompose,
    onValidSubmit: keepEmailLocally,
  });

  return (
    <Page>
      <PageHeader
        backLink={<BackToHubLink />}
        title="Compose Email"
        description="Write one email to a member or a committee."
      />
      <Card title="New email" icon={<Icon name="mail" />}>
        <form {...formProps} aria-label="Compose email">
          <FormGrid columns={2}>
            <TextField label="To" type="email" autoComplete="email" required {...text("to")} />
            <SelectField
              label="Priority"
              name="priority"
              options={priorityOptions}
              value={values.priority}
              onValueChange={(priority) => setValue("priority", priority)}
            />
          </FormGrid>
          <FormGrid>
            <TextField label="Subject" required {...text("subject")} />
            <TextareaField label="Message" rows={8} required {...text("message")} />
          </FormGrid>
          <FormActions note="Sending is not connected yet: the email stays in this browser.">
            <Button type="submit" icon={<Icon name="send" size={18} />}>
              Send Email
            </Button>
          </FormActions>
        </form>
      </Card>
    </Page>
  );
}
