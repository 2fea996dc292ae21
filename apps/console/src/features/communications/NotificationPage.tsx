import {
  Button,
  Card,
  CheckboxGroup,
  FormActions,
  FormGrid,
  Icon,
  Page,
  PageHeader,
  RadioGroup,
  SelectField,
  TextareaField,
  TextField,
  notify,
  useSchemaForm,
} from "@hoa/ui";
import { notificationSchema } from "@hoa/validation";
import { BackToHubLink } from "./BackToHubLink";
import {
  channelOptions,
  emptyNotification,
  scheduleOptions,
  submitLabel,
  type Notification,
} from "./notification";
import { priorityOptions } from "./priorities";

export const NOTIFICATION_SAVED_MESSAGE =
  "Notification saved locally — delivery is not connected yet.";
export const SCHEDULED_NOTIFICATION_SAVED_MESSAGE =
  "Scheduled notification saved locally — delivery is not connected yet.";

function keepNotificationLocally(notification: Notification): void {
  // The spec's send action only logs in the browser; no delivery service is connected.
  console.info("Notification (not delivered):", notification);
  notify.info(
    notification.scheduleType === "scheduled"
      ? SCHEDULED_NOTIFICATION_SAVED_MESSAGE
      : NOTIFICATION_SAVED_MESSAGE,
    { id: "communications-notification-saved" },
  );
}

export function NotificationPage() {
  // Title and message are required, and date and time when scheduled (spec §5); choosing a
  // channel is deliberately not enforced.
  const { values, setValue, text, formProps } = useSchemaForm({
    schema: notificationSchema,
    defaultValues: emptyNotification,
    onValidSubmit: keepNotificationLocally,
  });
  const isScheduled = values.scheduleType === "scheduled";

  return (
    <Page>
      <PageHeader
        backLink={<BackToHubLink />}
        title="Bulk Notification"
        description="Reach every member at once by email, text message, push or in the app."
      />
      <Card title="New notification" icon={<Icon name="bell" />}>
        <form {...formProps} aria-label="Bulk notification">
          <FormGrid columns={2}>
            <TextField label="Title" required {...text("title")} />
            <SelectField
              label="Priority"
              name="priority"
              options={priorityOptions}
              value={values.priority}
              onValueChange={(priority) => setValue("priority", priority)}
            />
          </FormGrid>
          <FormGrid>
            <TextareaField label="Message" rows={6} required {...text("message")} />
            <CheckboxGroup
              legend="Channels"
              name="channels"
              inline
              options={channelOptions}
              values={values.channels}
              onChange={(channels) => setValue("channels", channels)}
            />
            <RadioGroup
              legend="Delivery"
              name="scheduleType"
              inline
              options={scheduleOptions}
              value={values.scheduleType}
              onChange={(scheduleType) => setValue("scheduleType", scheduleType)}
            />
          </FormGrid>
          {isScheduled ? (
            <FormGrid columns={2}>
              <TextField label="Date" type="date" required {...text("scheduledDate")} />
              <TextField label="Time" type="time" required {...text("scheduledTime")} />
            </FormGrid>
          ) : null}
          <FormActions note="Delivery is not connected yet: the notification stays in this browser.">
            <Button type="submit" icon={<Icon name={isScheduled ? "clock" : "send"} size={18} />}>
              {submitLabel(values.scheduleType)}
            </Button>
          </FormActions>
        </form>
      </Card>
    </Page>
  );
}
