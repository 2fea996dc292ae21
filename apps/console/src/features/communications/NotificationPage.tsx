import {
  CheckboxGroup,
  FormGrid,
  RadioGroup,
  SelectField,
  TextareaField,
  TextField,
  Note,
  notify,
  useSchemaForm,
} from "@hoa/ui";
import { notificationRequestSchema } from "@hoa/validation";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import { saveForm } from "../../lib/save-form";
import { useUnsavedChangesGuard } from "../../lib/unsaved-changes";
import { useSendNotification } from "./api/communications";
import { ComposeFrame } from "./ComposeFrame";
import { audienceOptions } from "./emailCompose";
import { zoneLabel } from "./labels";
import {
  channelOptions,
  emptyNotification,
  providerNeeded,
  scheduleOptions,
  submitLabel,
  type Notification,
} from "./notification";
import { priorityOptions } from "./priorities";

export function NotificationPage() {
  // Title and message are required, and date and time when scheduled (spec §5); choosing a
  // channel is deliberately not enforced.
  const { currentOrgId, organization } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const navigate = useNavigate();
  const send = useSendNotification(orgId);
  const form = useSchemaForm({
    schema: notificationRequestSchema,
    defaultValues: emptyNotification as Notification,
    onValidSubmit: (request, form) =>
      saveForm(form, send.mutateAsync(request), (sent) => {
        notify.success(
          sent.status === "scheduled"
            ? `Notification scheduled for ${sent.recipients.label}.`
            : `Notification sent to ${sent.recipients.label}.`,
          { id: "communications-sent" },
        );
        // Sent: the page it opens is not a place to ask about unsaved edits.
        guard.release();
        void navigate(paths.communication.href(sent.id));
      }),
  });
  const { values, setValue, text, select, choice, formProps, isDirty } = form;
  const guard = useUnsavedChangesGuard(isDirty);
  const isScheduled = values.scheduleType === "scheduled";

  return (
    <ComposeFrame
      title="Bulk Notification"
      description="Reach every member at once by email, text message, push or in the app."
      card={{ title: "New notification", icon: "bell" }}
      formLabel="Bulk notification"
      formProps={formProps}
      dirty={isDirty}
      guard={guard}
      note="Email and in-app go out for real (in-app appears in members' Announcements); a scheduled one goes out at its time in the organization's time zone."
      submit={{
        label: submitLabel(values.scheduleType),
        icon: isScheduled ? "clock" : "send",
        sending: send.isPending,
      }}
    >
      <FormGrid columns={2}>
        <TextField label="Title" required {...text("title")} />
        <SelectField label="Priority" options={priorityOptions} {...select("priority")} />
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
        {values.channels.flatMap((channel) => {
          const note = providerNeeded[channel];
          return note ? [<Note key={channel}>{note}</Note>] : [];
        })}
        <SelectField label="Audience" options={audienceOptions} {...select("audience")} />
        <RadioGroup
          legend="Delivery"
          inline
          options={scheduleOptions}
          {...choice("scheduleType")}
        />
      </FormGrid>
      {isScheduled ? (
        <FormGrid columns={2}>
          <TextField label="Date" type="date" required {...text("scheduledDate")} />
          <TextField label="Time" type="time" required {...text("scheduledTime")} />
        </FormGrid>
      ) : null}
      {isScheduled ? (
        <Note>{`The date and time are in ${zoneLabel(organization)}, the organization's time zone.`}</Note>
      ) : null}
    </ComposeFrame>
  );
}
