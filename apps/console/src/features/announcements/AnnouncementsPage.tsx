import {
  Button,
  Card,
  FormDialog,
  FormGrid,
  Icon,
  ItemList,
  ListItem,
  MetaList,
  Page,
  PageHeader,
  SelectField,
  StatusPill,
  TextareaField,
  TextField,
  announceUnavailable,
  formatDate,
  plainOptions,
  useSchemaForm,
  type StatusTone,
} from "@hoa/ui";
import {
  ANNOUNCEMENT_PRIORITIES,
  AUDIENCES,
  announcementDraftSchema,
  type AnnouncementPriority,
} from "@hoa/validation";
import { useState } from "react";
import { emptyAnnouncementDraft } from "./announcementForm";
import { announcements } from "./mock-data";

const priorityTones: Record<AnnouncementPriority, StatusTone> = {
  Low: "neutral",
  Normal: "info",
  High: "warning",
  Urgent: "danger",
};

function NewAnnouncementForm({ id }: { id: string }) {
  const { values, setValue, text, formProps } = useSchemaForm({
    schema: announcementDraftSchema,
    defaultValues: emptyAnnouncementDraft,
    onValidSubmit: () => announceUnavailable("Publishing announcements"),
  });
  return (
    <form {...formProps} id={id} aria-label="New announcement">
      <FormGrid>
        <TextField label="Title" required data-autofocus {...text("title")} />
        <TextareaField label="Message" required {...text("message")} />
      </FormGrid>
      <FormGrid columns={2}>
        <SelectField
          label="Priority"
          name="priority"
          options={plainOptions(ANNOUNCEMENT_PRIORITIES)}
          value={values.priority}
          onValueChange={(priority) => setValue("priority", priority)}
        />
        <SelectField
          label="Audience"
          name="audience"
          options={plainOptions(AUDIENCES)}
          value={values.audience}
          onValueChange={(audience) => setValue("audience", audience)}
        />
      </FormGrid>
    </form>
  );
}

/** The announcement form in a dialog; closing it discards the draft. */
function NewAnnouncementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} title="New announcement" submitLabel="Publish" onClose={onClose}>
      {(formId) => <NewAnnouncementForm id={formId} />}
    </FormDialog>
  );
}

export default function AnnouncementsPage() {
  const [isComposing, setComposing] = useState(false);
  return (
    <Page>
      <PageHeader
        title="Announcements"
        description="News and notices for residents, owners, tenants and the board."
        actions={
          <Button icon={<Icon name="plus" size={18} />} onClick={() => setComposing(true)}>
            New announcement
          </Button>
        }
      />
      <Card title="Recent announcements" flush>
        <ItemList label="Recent announcements">
          {announcements.map((announcement) => (
            <ListItem
              key={announcement.id}
              title={announcement.title}
              badges={
                <StatusPill tone={priorityTones[announcement.priority]}>
                  {announcement.priority}
                </StatusPill>
              }
              meta={
                <MetaList
                  items={[
                    { label: "Audience", icon: "users", value: announcement.audience },
                    {
                      label: "Posted",
                      icon: "calendar",
                      value: formatDate(announcement.postedOn),
                    },
                    { label: "Author", icon: "megaphone", value: announcement.author },
                  ]}
                />
              }
            >
              <p>{announcement.body}</p>
            </ListItem>
          ))}
        </ItemList>
      </Card>
      <NewAnnouncementDialog open={isComposing} onClose={() => setComposing(false)} />
    </Page>
  );
}
