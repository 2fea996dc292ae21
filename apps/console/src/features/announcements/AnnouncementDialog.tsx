import {
  ComposeLayout,
  FormDialog,
  FormGrid,
  Icon,
  RadioGroup,
  SelectField,
  TextField,
  TextareaField,
  notify,
  plainOptions,
  useSchemaForm,
} from "@hoa/ui";
import {
  ANNOUNCEMENT_PRIORITIES,
  AUDIENCES,
  announcementRequestSchema,
  type AnnouncementAction,
  type AnnouncementRequestInput,
} from "@hoa/validation";
import { useState } from "react";
import { useOrganizationSession } from "../../lib/organization-session";
import { saveForm } from "../../lib/save-form";
import { TitleField } from "../../lib/TitleField";
import type { Announcement } from "./api/list-announcements";
import { useSaveAnnouncement, useSaveAnnouncementPending } from "./api/save-announcement";
import { fieldsInZone, zoneOf } from "./time";

const actionOptions = [
  { value: "publish" as const, label: "Publish now" },
  { value: "schedule" as const, label: "Schedule" },
  { value: "draft" as const, label: "Save as draft" },
];

const submitLabels: Record<AnnouncementAction, string> = {
  publish: "Publish",
  schedule: "Schedule",
  draft: "Save draft",
};

const doneMessages: Record<AnnouncementAction, (saved: Announcement) => string> = {
  // Its emails are queued after the answer: the count is known once they all are.
  publish: ({ delivery }) =>
    delivery.state === "sent"
      ? `Announcement published to ${delivery.recipients} ${delivery.recipients === 1 ? "resident" : "residents"}.`
      : "Announcement published; its emails are being sent.",
  schedule: () => "Announcement scheduled.",
  draft: () => "Draft saved.",
};

function AnnouncementForm({
  id,
  current,
  action,
  onActionChange,
  onSaved,
}: {
  id: string;
  current?: Announcement;
  action: AnnouncementAction;
  onActionChange: (action: AnnouncementAction) => void;
  onSaved: (saved: Announcement) => void;
}) {
  const { currentOrgId, organization } = useOrganizationSession();
  const zone = zoneOf(organization);
  const save = useSaveAnnouncement(currentOrgId ?? "", current);
  const scheduled = current?.publishAt ? fieldsInZone(current.publishAt, zone) : null;
  const form = useSchemaForm({
    schema: announcementRequestSchema,
    defaultValues: {
      title: current?.title ?? "",
      message: current?.message ?? "",
      priority: current?.priority ?? "Normal",
      audience: current?.audience ?? "All Residents",
      action,
      publishDate: scheduled?.date ?? "",
      publishTime: scheduled?.time ?? "",
    } satisfies Required<AnnouncementRequestInput> as Required<AnnouncementRequestInput>,
    onValidSubmit: (request, form) =>
      saveForm(form, save.mutateAsync(request), (saved) => {
        notify.success(doneMessages[request.action](saved), { id: "save-announcement" });
        onSaved(saved);
      }),
  });
  return (
    <form
      {...form.formProps}
      id={id}
      aria-label={current ? "Edit announcement" : "New announcement"}
    >
      {/* The compose pages' layout and order: title and message, then who and when. */}
      <ComposeLayout>
        <div>
          <FormGrid>
            <TitleField {...form.text("title")} />
            <TextareaField label="Message" required rows={6} {...form.text("message")} />
          </FormGrid>
          <FormGrid columns={2}>
            <SelectField
              label="Priority"
              options={plainOptions(ANNOUNCEMENT_PRIORITIES)}
              {...form.select("priority")}
            />
            <SelectField
              label="Audience"
              options={plainOptions(AUDIENCES)}
              {...form.select("audience")}
            />
          </FormGrid>
          <FormGrid>
            <RadioGroup
              legend="When"
              name="action"
              inline
              options={actionOptions}
              value={action}
              hint={
                action === "publish"
                  ? "Emailed now to the audience's residents with an address, and shown in members' announcements."
                  : action === "schedule"
                    ? `Published at the date and time below, ${zone.label}.`
                    : "Kept here until you publish or schedule it."
              }
              onChange={(next) => {
                onActionChange(next);
                form.setValue("action", next);
              }}
            />
          </FormGrid>
          {action === "schedule" ? (
            <FormGrid columns={2}>
              <TextField label="Date" type="date" required {...form.text("publishDate")} />
              <TextField label="Time" type="time" required {...form.text("publishTime")} />
            </FormGrid>
          ) : null}
        </div>
      </ComposeLayout>
    </form>
  );
}

/** A new announcement, or a draft or scheduled one changed, in a dialog. */
export function AnnouncementDialog({
  open,
  current,
  onClose,
  onSaved,
}: {
  open: boolean;
  current?: Announcement;
  onClose: () => void;
  onSaved?: (saved: Announcement) => void;
}) {
  const [action, setAction] = useState<AnnouncementAction>(
    current?.status === "scheduled" ? "schedule" : current ? "draft" : "publish",
  );
  const busy = useSaveAnnouncementPending();
  return (
    <FormDialog
      open={open}
      title={current ? "Edit announcement" : "New announcement"}
      submitLabel={submitLabels[action]}
      submitIcon={<Icon name={action === "schedule" ? "clock" : "send"} size={18} />}
      busy={busy}
      busyLabel={action === "publish" ? "Publishing..." : "Saving..."}
      onClose={onClose}
    >
      {(formId) => (
        <AnnouncementForm
          id={formId}
          current={current}
          action={action}
          onActionChange={setAction}
          onSaved={(saved) => {
            onClose();
            onSaved?.(saved);
          }}
        />
      )}
    </FormDialog>
  );
}
