import {
  Button,
  Card,
  FormActions,
  FormGrid,
  Icon,
  ItemList,
  ListItem,
  MetaList,
  Page,
  PageHeader,
  SelectField,
  SplitLayout,
  StatusPill,
  TextareaField,
  TextField,
  announceUnavailable,
  formatDate,
  plainOptions,
  useValidatedForm,
  type StatusTone,
} from "@hoa/ui";
import { ANNOUNCEMENT_PRIORITIES, AUDIENCES, type AnnouncementPriority } from "@hoa/validation";
import { emptyAnnouncementDraft, validateAnnouncementDraft } from "./announcementForm";
import { announcements } from "./mock-data";

const priorityTones: Record<AnnouncementPriority, StatusTone> = {
  Low: "neutral",
  Normal: "info",
  High: "warning",
  Urgent: "danger",
};

function NewAnnouncementForm() {
  const { values, errors, setValue, formProps } = useValidatedForm({
    initialValues: emptyAnnouncementDraft,
    validate: validateAnnouncementDraft,
    onValidSubmit: () => announceUnavailable("Publishing announcements"),
  });
  return (
    <Card title="New announcement" icon={<Icon name="megaphone" />}>
      <form {...formProps} aria-label="New announcement">
        <FormGrid>
          <TextField
            label="Title"
            name="title"
            required
            value={values.title}
            error={errors.title}
            onChange={(event) => setValue("title", event.currentTarget.value)}
          />
          <TextareaField
            label="Message"
            name="message"
            required
            value={values.message}
            error={errors.message}
            onChange={(event) => setValue("message", event.currentTarget.value)}
          />
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
        <FormActions>
          <Button type="submit">Publish</Button>
        </FormActions>
      </form>
    </Card>
  );
}

export default function AnnouncementsPage() {
  return (
    <Page>
      <PageHeader
        title="Announcements"
        description="News and notices for residents, owners, tenants and the board."
      />
      <SplitLayout
        main={
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
        }
        aside={<NewAnnouncementForm />}
      />
    </Page>
  );
}
