import {
  FormDialog,
  FormGrid,
  Icon,
  SelectField,
  TextField,
  notify,
  plainOptions,
  useSchemaForm,
} from "@hoa/ui";
import { EVENT_TYPES, eventDraftSchema, timeZoneOf } from "@hoa/validation";
import { useOrganizationSession } from "../../lib/organization-session";
import { saveForm } from "../../lib/save-form";
import { useCreateEvent, useSaveEventPending } from "./api/create-event";
import type { CommunityEvent } from "./api/list-events";
import { useUpdateEvent } from "./api/update-event";
import { draftOf, emptyEventDraft, type EventDraft } from "./eventForm";
import { DescriptionField, ZoneTimeField } from "../../lib/TitleField";

function EventForm({
  id,
  label,
  initial,
  save,
  onSaved,
}: {
  id: string;
  label: string;
  initial: EventDraft;
  save: (draft: ReturnType<typeof toRequest>) => Promise<CommunityEvent>;
  onSaved: (event: CommunityEvent) => void;
}) {
  const { organization } = useOrganizationSession();
  const zone = timeZoneOf(organization?.timeZone);
  const form = useSchemaForm({
    schema: eventDraftSchema,
    defaultValues: initial,
    onValidSubmit: (draft, form) => saveForm(form, save(toRequest(draft)), onSaved),
  });
  return (
    <form {...form.formProps} id={id} aria-label={label}>
      <FormGrid>
        <TextField label="Title" required data-autofocus {...form.text("title")} />
        <SelectField label="Type" options={plainOptions(EVENT_TYPES)} {...form.select("type")} />
        <TextField label="Location" required {...form.text("location")} />
      </FormGrid>
      <FormGrid columns={2}>
        <TextField label="Date" type="date" required {...form.text("date")} />
        <ZoneTimeField zone={zone} {...form.text("time")} />
      </FormGrid>
      <FormGrid>
        <TextField
          label="Max attendees"
          optional
          inputMode="numeric"
          hint="Seats, guests included. Leave empty for no limit."
          {...form.text("maxAttendees")}
        />
        <DescriptionField {...form.text("description")} />
      </FormGrid>
    </form>
  );
}

/** The request of a checked draft: no limit is sent as null, so an edit can remove one. */
const toRequest = (draft: EventDraft) => ({
  ...draft,
  maxAttendees: draft.maxAttendees.trim() === "" ? null : draft.maxAttendees.trim(),
});

function CreateForm({
  id,
  orgId,
  onSaved,
}: {
  id: string;
  orgId: string;
  onSaved: (event: CommunityEvent) => void;
}) {
  const create = useCreateEvent(orgId);
  return (
    <EventForm
      id={id}
      label="Create event"
      initial={emptyEventDraft}
      save={(request) => create.mutateAsync(request)}
      onSaved={(event) => {
        notify.success(`${event.title} was added.`, { id: "create-event" });
        onSaved(event);
      }}
    />
  );
}

function EditForm({
  id,
  orgId,
  event,
  onSaved,
}: {
  id: string;
  orgId: string;
  event: CommunityEvent;
  onSaved: (event: CommunityEvent) => void;
}) {
  const update = useUpdateEvent(orgId, event);
  return (
    <EventForm
      id={id}
      label="Edit event"
      initial={draftOf(event)}
      save={(request) => update.mutateAsync(request)}
      onSaved={(saved) => {
        notify.success(`${saved.title} was saved.`, { id: "update-event" });
        onSaved(saved);
      }}
    />
  );
}

export interface EventDialogProps {
  open: boolean;
  orgId: string;
  /** The event to edit; none to create one. */
  event?: CommunityEvent;
  onClose: () => void;
  onSaved?: (event: CommunityEvent) => void;
}

/** Creates or edits an event in a drawer, as the form is long. */
export function EventDialog({ open, orgId, event, onClose, onSaved }: EventDialogProps) {
  const busy = useSaveEventPending();
  const saved = (shown: CommunityEvent) => {
    onClose();
    onSaved?.(shown);
  };
  return (
    <FormDialog
      open={open}
      title={event ? "Edit event" : "Create event"}
      variant="drawer"
      submitLabel={event ? "Save event" : "Create event"}
      submitIcon={<Icon name={event ? "check" : "plus"} size={18} />}
      busy={busy}
      busyLabel="Saving..."
      onClose={onClose}
    >
      {(formId) =>
        event ? (
          <EditForm id={formId} orgId={orgId} event={event} onSaved={saved} />
        ) : (
          <CreateForm id={formId} orgId={orgId} onSaved={saved} />
        )
      }
    </FormDialog>
  );
}
