import {
  Button,
  Card,
  DataTable,
  DetailList,
  FormGrid,
  Page,
  PageHeader,
  Stack,
  StatusPill,
  TextField,
  notify,
  type DataTableColumn,
} from "@hoa/ui";
import {
  EVENT_STATUS_LABELS,
  RSVP_STATUS_LABELS,
  timeZoneOf,
  type RsvpResponse,
  type RsvpStatus,
  type TimeZone,
} from "@hoa/validation";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { ApiError } from "../../api/client";
import { paths } from "../../config/paths";
import { ConfirmMutationDialog } from "../../lib/ConfirmMutationDialog";
import { useOrganizationSession } from "../../lib/organization-session";
import { RecentActivityCard } from "../../lib/RecentActivityCard";
import { recordPage, type RecordViewProps } from "../../lib/RecordPage";
import { useCancelEvent } from "./api/cancel-event";
import { useDeleteEvent } from "./api/delete-event";
import { downloadEventIcs } from "./api/download-event-ics";
import { useEvent } from "./api/get-event";
import { useOwnRsvp } from "./api/get-own-rsvp";
import type { CommunityEvent } from "./api/list-events";
import { useRsvps, type Rsvp } from "./api/list-rsvps";
import { useRecordRsvp } from "./api/record-rsvp";
import { EventDialog } from "./EventDialog";
import { attendanceOf, formatEventWhen } from "./event-time";
import { EventTypePill } from "./EventTypePill";
import { ResidentPicker, type ResidentChoice } from "../../lib/DirectoryPicker";
import { ActionButton, RecordActions } from "../../lib/RecordActions";
import "./events.css";

const statusTones: Record<RsvpStatus, "success" | "warning" | "neutral"> = {
  going: "success",
  waitlisted: "warning",
  notGoing: "neutral",
};

const rsvpLabel = (rsvp: Rsvp) =>
  rsvp.status === "waitlisted" && rsvp.waitlistPosition !== null
    ? `${RSVP_STATUS_LABELS.waitlisted} (#${rsvp.waitlistPosition})`
    : RSVP_STATUS_LABELS[rsvp.status];

/** One event: details, seats, replies, the caller's own reply and the administrators' actions. */
export default recordPage({
  param: "eventId",
  useRecord: useEvent,
  back: { href: (section) => section.events.href(), label: "Events" },
  noun: "Event",
  icon: "calendar",
  missingHint: "Find it in the list of events.",
  view: EventView,
});

function EventView({ orgId, record: event, backLink }: RecordViewProps<CommunityEvent>) {
  const { isOrganizationAdmin, organization } = useOrganizationSession();
  const zone: TimeZone = timeZoneOf(organization?.timeZone);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"edit" | "cancel" | "delete" | null>(null);
  const cancel = useCancelEvent(orgId, event);
  const remove = useDeleteEvent(orgId, event);
  const cancelled = event.status === "cancelled";
  const download = () =>
    downloadEventIcs(orgId, event.id).catch(() =>
      notify.error("The calendar file could not be downloaded. Please try again.", {
        id: "download-ics",
      }),
    );

  return (
    <Page>
      <PageHeader
        title={event.title}
        description={`${formatEventWhen(event.startsAt, zone)} · ${event.location}`}
        backLink={backLink}
        actions={
          <>
            <ActionButton variant="secondary" icon="download" onClick={() => void download()}>
              Add to calendar (.ics)
            </ActionButton>
            {isOrganizationAdmin ? (
              <>
                {cancelled ? null : (
                  <Button variant="quiet" tone="danger" onClick={() => setDialog("cancel")}>
                    Cancel event
                  </Button>
                )}
                <RecordActions removeLabel="Delete" open={setDialog} />
              </>
            ) : null}
          </>
        }
      />
      <Card title="Details" headingLevel={2}>
        <DetailList
          items={[
            {
              label: "Status",
              value: (
                <StatusPill tone={cancelled ? "danger" : "success"}>
                  {EVENT_STATUS_LABELS[event.status]}
                </StatusPill>
              ),
            },
            { label: "Type", value: <EventTypePill type={event.type} /> },
            { label: "When", value: formatEventWhen(event.startsAt, zone) },
            { label: "Location", value: event.location },
            {
              label: "Max attendees",
              value: event.maxAttendees === null ? "No limit" : String(event.maxAttendees),
            },
            { label: "Attendance", value: attendanceOf(event) },
            ...(event.notGoing > 0 ? [{ label: "Not going", value: String(event.notGoing) }] : []),
          ]}
        />
        {event.description ? (
          <p style={{ whiteSpace: "pre-wrap", marginBottom: 0 }}>{event.description}</p>
        ) : null}
      </Card>
      {cancelled ? null : <OwnReply orgId={orgId} event={event} />}
      {isOrganizationAdmin ? <Replies orgId={orgId} event={event} /> : null}
      <RecentActivityCard
        orgId={orgId}
        resourceId={event.id}
        description="The latest changes to this event and its replies."
      />
      {isOrganizationAdmin ? (
        <>
          <EventDialog
            open={dialog === "edit"}
            orgId={orgId}
            event={event}
            onClose={() => setDialog(null)}
          />
          <ConfirmMutationDialog
            open={dialog === "cancel"}
            title={`Cancel ${event.title}?`}
            message="The event stays on the calendar as cancelled, and everyone going or on the waiting list is told by email."
            confirmLabel="Cancel event"
            tone="danger"
            busyLabel="Cancelling..."
            mutation={cancel}
            variables={undefined}
            done={{ message: `${event.title} was cancelled.`, toastId: "cancel-event" }}
            onClose={() => setDialog(null)}
          />
          <ConfirmMutationDialog
            open={dialog === "delete"}
            title={`Delete ${event.title}?`}
            message="The event and its replies are removed. No one is emailed: cancel it first to tell those who replied."
            confirmLabel="Delete event"
            tone="danger"
            busyLabel="Deleting..."
            mutation={remove}
            variables={undefined}
            done={{ message: `${event.title} was deleted.`, toastId: "delete-event" }}
            onDone={() => void navigate(paths.events.href())}
            onClose={() => setDialog(null)}
          />
        </>
      ) : null}
    </Page>
  );
}

/** Guests as the form holds them; the server checks the rule. */
function useGuests() {
  const [guests, setGuests] = useState("0");
  const [error, setError] = useState<string | undefined>();
  return { guests, setGuests, error, setError };
}

function OwnReply({ orgId, event }: { orgId: string; event: CommunityEvent }) {
  const own = useOwnRsvp(orgId, event.id);
  const record = useRecordRsvp(orgId, event.id);
  const { guests, setGuests, error, setError } = useGuests();
  const rsvp = own.data?.rsvp ?? null;
  const reply = (response: RsvpResponse) => {
    setError(undefined);
    record.mutate(
      { who: "self", request: { response, guests: response === "going" ? guests : 0 } },
      {
        onSuccess: ({ rsvp: saved }) =>
          notify.success(
            saved.status === "waitlisted"
              ? "The event is full: you are on the waiting list."
              : saved.status === "going"
                ? "You are going."
                : "You are not going.",
            { id: "record-rsvp" },
          ),
        onError: (failure) => {
          if (failure instanceof ApiError) setError(failure.fields.guests);
        },
      },
    );
  };
  return (
    <Card title="Your reply" headingLevel={2}>
      <Stack>
        <p style={{ margin: 0 }} aria-live="polite">
          {own.isLoading
            ? "Loading your reply..."
            : rsvp
              ? `You replied: ${rsvpLabel({ ...rsvp })}${rsvp.guests > 0 ? `, with ${rsvp.guests} ${rsvp.guests === 1 ? "guest" : "guests"}` : ""}.`
              : "You have not replied yet."}
        </p>
        <div className="event-rsvp">
          <TextField
            label="Guests"
            inputMode="numeric"
            hint="People coming with you."
            value={guests}
            error={error}
            onChange={(change) => setGuests(change.currentTarget.value)}
            style={{ maxWidth: "8rem" }}
          />
          <Button disabled={record.isPending} onClick={() => reply("going")}>
            Going
          </Button>
          <Button variant="secondary" disabled={record.isPending} onClick={() => reply("notGoing")}>
            Not going
          </Button>
        </div>
      </Stack>
    </Card>
  );
}

const replyColumns: readonly DataTableColumn<Rsvp>[] = [
  { id: "name", header: "Name", cell: (rsvp) => rsvp.name },
  {
    id: "status",
    header: "Reply",
    card: "meta",
    cell: (rsvp) => <StatusPill tone={statusTones[rsvp.status]}>{rsvpLabel(rsvp)}</StatusPill>,
  },
  {
    id: "guests",
    header: "Guests",
    card: "meta",
    cell: (rsvp) => String(rsvp.guests),
  },
  {
    id: "kind",
    header: "Recorded",
    card: "meta",
    cell: (rsvp) => (rsvp.kind === "member" ? "By the member" : "By an administrator"),
  },
];

function Replies({ orgId, event }: { orgId: string; event: CommunityEvent }) {
  const replies = useRsvps(orgId, event.id, true);
  const record = useRecordRsvp(orgId, event.id);
  const [resident, setResident] = useState<ResidentChoice | null>(null);
  const [residentError, setResidentError] = useState<string | undefined>();
  const { guests, setGuests, error, setError } = useGuests();
  const reply = (response: RsvpResponse) => {
    setError(undefined);
    setResidentError(undefined);
    if (!resident) {
      setResidentError("Choose a resident");
      return;
    }
    record.mutate(
      {
        who: { residentId: resident.id },
        request: { response, guests: response === "going" ? guests : 0 },
      },
      {
        onSuccess: ({ rsvp }) => {
          notify.success(`${rsvp.name}: ${rsvpLabel(rsvp)}.`, { id: "record-rsvp" });
          setResident(null);
          setGuests("0");
        },
        onError: (failure) => {
          if (failure instanceof ApiError) {
            setError(failure.fields.guests);
            setResidentError(failure.fields.residentId);
          }
        },
      },
    );
  };
  const items = replies.data?.items ?? [];
  return (
    <Card
      title="Replies"
      headingLevel={2}
      description="Going first, then the waiting list in order, then those not going."
    >
      <Stack>
        {replies.isError ? (
          <p role="alert">
            The replies could not be loaded.{" "}
            <Button variant="secondary" size="sm" onClick={() => void replies.refetch()}>
              Try again
            </Button>
          </p>
        ) : (
          <DataTable
            caption="Replies"
            columns={replyColumns}
            rows={items}
            rowKey={(rsvp) => rsvp.id}
            empty={<p>{replies.isLoading ? "Loading replies..." : "No replies yet."}</p>}
          />
        )}
        {event.status === "cancelled" ? null : (
          <section aria-label="Record a reply">
            <h3 style={{ marginTop: 0 }}>Record a reply for a resident</h3>
            <FormGrid columns={2}>
              <ResidentPicker
                orgId={orgId}
                value={resident}
                error={residentError}
                onChange={setResident}
              />
              <TextField
                label="Guests"
                inputMode="numeric"
                value={guests}
                error={error}
                onChange={(change) => setGuests(change.currentTarget.value)}
              />
            </FormGrid>
            <div className="event-rsvp" style={{ marginTop: "var(--space-3)" }}>
              <Button disabled={record.isPending} onClick={() => reply("going")}>
                Record going
              </Button>
              <Button
                variant="secondary"
                disabled={record.isPending}
                onClick={() => reply("notGoing")}
              >
                Record not going
              </Button>
            </div>
          </section>
        )}
      </Stack>
    </Card>
  );
}
