import {
  Button,
  Card,
  DateBadge,
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
  plainOptions,
  useSchemaForm,
  type StatusTone,
} from "@hoa/ui";
import { EVENT_TYPES, eventDraftSchema, type EventType } from "@hoa/validation";
import { useState } from "react";
import { emptyEventDraft } from "./eventForm";
import { upcomingEvents, type CommunityEvent } from "./mock-data";

const typeTones: Record<EventType, StatusTone> = {
  "Community Meeting": "primary",
  "Social Gathering": "success",
  Maintenance: "warning",
  "Holiday Event": "danger",
  Educational: "info",
  Recreation: "neutral",
};

function attendance(event: CommunityEvent): string {
  return event.maxAttendees === undefined
    ? `${event.attending} attending`
    : `${event.attending} of ${event.maxAttendees} spots taken`;
}

function NewEventForm({ id }: { id: string }) {
  const { values, setValue, text, formProps } = useSchemaForm({
    schema: eventDraftSchema,
    defaultValues: emptyEventDraft,
    onValidSubmit: () => announceUnavailable("Creating events"),
  });
  return (
    <form {...formProps} id={id} aria-label="Create event">
      <FormGrid>
        <TextField label="Title" required data-autofocus {...text("title")} />
        <SelectField
          label="Type"
          name="type"
          options={plainOptions(EVENT_TYPES)}
          value={values.type}
          onValueChange={(type) => setValue("type", type)}
        />
        <TextField label="Location" required {...text("location")} />
      </FormGrid>
      <FormGrid columns={2}>
        <TextField label="Date" type="date" required {...text("date")} />
        <TextField label="Time" type="time" required {...text("time")} />
      </FormGrid>
      <FormGrid>
        <TextField
          label="Max attendees"
          optional
          inputMode="numeric"
          hint="Leave empty for no limit."
          {...text("maxAttendees")}
        />
        <TextareaField label="Description" optional {...text("description")} />
      </FormGrid>
    </form>
  );
}

/** A drawer, as the form is long. */
function NewEventDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog
      open={open}
      title="Create event"
      variant="drawer"
      submitLabel="Create event"
      onClose={onClose}
    >
      {(formId) => <NewEventForm id={formId} />}
    </FormDialog>
  );
}

export default function EventsPage() {
  const [isCreating, setCreating] = useState(false);
  return (
    <Page>
      <PageHeader
        title="Events"
        description="Meetings, socials and work days on the Maple Grove calendar."
        actions={
          <Button icon={<Icon name="plus" size={18} />} onClick={() => setCreating(true)}>
            New event
          </Button>
        }
      />
      <Card title="Upcoming events" flush>
        <ItemList label="Upcoming events">
          {upcomingEvents.map((event) => (
            <ListItem
              key={event.id}
              title={event.title}
              leading={<DateBadge isoDate={event.date} />}
              badges={<StatusPill tone={typeTones[event.type]}>{event.type}</StatusPill>}
              meta={
                <MetaList
                  items={[
                    { label: "Time", icon: "clock", value: event.time },
                    { label: "Location", icon: "pin", value: event.location },
                    { label: "Attendance", icon: "users", value: attendance(event) },
                  ]}
                />
              }
            >
              <p>{event.description}</p>
            </ListItem>
          ))}
        </ItemList>
      </Card>
      <NewEventDrawer open={isCreating} onClose={() => setCreating(false)} />
    </Page>
  );
}
