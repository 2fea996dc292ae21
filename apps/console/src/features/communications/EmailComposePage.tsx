import {
  FormGrid,
  Note,
  RadioGroup,
  SelectField,
  TextareaField,
  TextField,
  notify,
  useSchemaForm,
} from "@hoa/ui";
import { composeEmailRequestSchema } from "@hoa/validation";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import type { Resident } from "../../api/list-residents";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import { saveForm } from "../../lib/save-form";
import { useUnsavedChangesGuard } from "../../lib/unsaved-changes";
import { useSendEmail } from "./api/communications";
import { ComposeFrame } from "./ComposeFrame";
import {
  audienceOptions,
  emptyEmailCompose,
  recipientTypeOptions,
  type EmailCompose,
} from "./emailCompose";
import { priorityOptions } from "./priorities";
import { RecipientPicker } from "../../lib/DirectoryPicker";

export function EmailComposePage() {
  const { currentOrgId } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const navigate = useNavigate();
  const send = useSendEmail(orgId);
  const [resident, setResident] = useState<Resident | null>(null);
  // Recipient (a valid email when typed), subject and message are required (spec §5).
  const form = useSchemaForm({
    schema: composeEmailRequestSchema,
    defaultValues: emptyEmailCompose as EmailCompose,
    onValidSubmit: (request, form) =>
      saveForm(form, send.mutateAsync(request), (sent) => {
        notify.success(`Email sent to ${sent.recipients.label}.`, { id: "communications-sent" });
        // Sent: the page it opens is not a place to ask about unsaved edits.
        guard.release();
        void navigate(paths.communication.href(sent.id));
      }),
  });
  const { values, setValue, text, select, choice, formProps, isDirty, errors } = form;
  const guard = useUnsavedChangesGuard(isDirty);

  return (
    <ComposeFrame
      title="Compose Email"
      description="Write one email to a member or a committee."
      card={{ title: "New email", icon: "mail" }}
      formLabel="Compose email"
      formProps={formProps}
      dirty={isDirty}
      guard={guard}
      note="Residents who opted out of non-urgent email receive it only when it is Urgent. Every email is kept in the history with its delivery."
      submit={{
        label: send.isPending ? "Sending..." : "Send Email",
        icon: "send",
        sending: send.isPending,
      }}
    >
      <FormGrid>
        <RadioGroup
          legend="Send to"
          inline
          options={recipientTypeOptions}
          {...choice("recipientType")}
        />
      </FormGrid>
      <FormGrid columns={2}>
        {values.recipientType === "address" ? (
          <TextField label="To" type="email" autoComplete="email" required {...text("to")} />
        ) : values.recipientType === "resident" ? (
          <RecipientPicker
            orgId={orgId}
            value={resident}
            error={errors.residentId}
            onChange={(chosen) => {
              setResident(chosen);
              setValue("residentId", chosen?.id ?? "");
            }}
          />
        ) : (
          <SelectField label="Group" options={audienceOptions} {...select("audience")} />
        )}
        <SelectField label="Priority" options={priorityOptions} {...select("priority")} />
      </FormGrid>
      {values.recipientType === "resident" && resident?.emailOptOut ? (
        <Note>
          {`${resident.name} opted out of non-urgent email: only an Urgent email reaches them.`}
        </Note>
      ) : null}
      <FormGrid>
        <TextField label="Subject" required {...text("subject")} />
        <TextareaField label="Message" rows={8} required {...text("message")} />
      </FormGrid>
    </ComposeFrame>
  );
}
