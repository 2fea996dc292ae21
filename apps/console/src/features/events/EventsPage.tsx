import {
  Button,
  Card,
  DateBadge,
  Dialog,
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
import { useId, useState } from "react";
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
  const { values, errors, setValue, formProps } = useSchemaForm({
    schema: eventDraftSchema,
    defaultValues: emptyEventDraft,
    onValidSubmit: () => announceUnavailable("Creating events"),
  });
  return (
    <form {...formProps} id={id} aria-label="Create event">
      <FormGrid>
        <TextField
          label="Title"
          name="title"
          required
          data-autofocus
          value={values.title}
          error={errors.title}
          onChange={(event) => setValue("title", event.currentTarget.value)}
        />
        <SelectField
          label="Type"
          name="type"
          options={plainOptions(EVENT_TYPES)}
          value={values.type}
          onValueChange={(type) => setValue("type", type)}
        />
        <TextField
          label="Location"
          name="location"
          required
          value={values.location}
          error={errors.location}
          onChange={(event) => setValue("location", event.currentTarget.value)}
        />
      </FormGrid>
      <FormGrid columns={2}>
        <TextField
          label="Date"
          type="date"
          name="date"
          required
          value={values.date}
          error={errors.date}
          onChange={(event) => setValue("date", event.currentTarget.value)}
        />
        <TextField
          label="Time"
          type="time"
          name="time"
          required
          value={values.time}
          error={errors.time}
          onChange={(event) => setValue("time", event.currentTarget.value)}
        />
      </FormGrid>
      <FormGrid>
        <TextField
          label="Max attendees"
          optional
          inputMode="numeric"
          name="maxAttendees"
          hint="Leave empty for no limit."
          value={values.maxAttendees}
          error={errors.maxAttendees}
          onChange={(event) => setValue("maxAttendees", event.currentTarget.value)}
        />
        <TextareaField
          label="Description"
          optional
          name="description"
          value={values.description}
          onChange={(event) => setValue("description", event.currentTarget.value)}
        />
      </FormGrid>
    </form>
  );
}

/**
 * A drawer, as the form is long. The form lives only while the drawer is open, so closing it
 * discards the draft.
 */
function NewEventDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      title="Create event"
      variant="drawer"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Create event
          </Button>
        </>
      }
    >
      <NewEventForm id={formId} />
    </Dialog>
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
