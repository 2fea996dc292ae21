import {
  Button,
  Card,
  DetailList,
  FormGrid,
  ItemList,
  ListItem,
  MetaList,
  Page,
  PageHeader,
  SelectField,
  Stack,
  CategoryBadge,
  TextareaField,
  notify,
  type SelectOption,
} from "@hoa/ui";
import { TICKET_STATUS_LABELS, type TicketStatus } from "@hoa/validation";
import { useState, type FormEvent } from "react";

import { ApiError } from "../../api/client";
import { useOrganizationSession } from "../../lib/organization-session";
import {
  OrganizationTime,
  formatDayInZone,
  useOrganizationTimeZone,
} from "../../lib/organization-time";
import { RecentActivityCard } from "../../lib/RecentActivityCard";
import { recordPage, type RecordViewProps } from "../../lib/RecordPage";
import { useTicket } from "./api/get-ticket";
import { useAssignees } from "./api/list-assignees";
import type { Ticket } from "./api/list-tickets";
import { useAddTicketComment, useTicketComments } from "./api/ticket-comments";
import { useUpdateTicket } from "./api/update-ticket";
import { priorityOptions } from "./NewTicketDialog";
import { TicketPriorityPill, TicketStatusPill } from "./TicketPills";
import { ActionButton } from "../../lib/RecordActions";

/** The status actions each status offers, in the workflow's order. */
const statusActions: Record<TicketStatus, readonly { to: TicketStatus; label: string }[]> = {
  open: [
    { to: "inProgress", label: "Start work" },
    { to: "resolved", label: "Resolve" },
  ],
  inProgress: [
    { to: "resolved", label: "Resolve" },
    { to: "open", label: "Stop work" },
  ],
  resolved: [{ to: "open", label: "Reopen" }],
};

/** One ticket: its details, where it stands, who works on it, and its conversation. */
export default recordPage({
  param: "ticketId",
  useRecord: useTicket,
  back: { href: (section) => section.support.href(), label: "Support" },
  noun: "Ticket",
  icon: "help",
  missingHint: "Find it in the list of tickets.",
  view: TicketView,
});

function TicketView({ orgId, record: ticket, backLink }: RecordViewProps<Ticket>) {
  const { isOrganizationAdmin } = useOrganizationSession();
  const zone = useOrganizationTimeZone();
  const update = useUpdateTicket(orgId, ticket);
  const assignees = useAssignees(orgId, isOrganizationAdmin);
  const assigneeOptions: SelectOption[] = [
    { value: "", label: "Unassigned" },
    ...(assignees.data?.items ?? []).map((member) => ({
      value: member.uid,
      label: member.displayName || member.email,
    })),
    // The assignee stays listed while the members load, or after they left.
    ...(ticket.assignee && !assignees.data?.items.some((m) => m.uid === ticket.assignee?.uid)
      ? [{ value: ticket.assignee.uid, label: ticket.assignee.name }]
      : []),
  ];
  const move = (to: TicketStatus) =>
    update.mutate(
      { status: to },
      {
        onSuccess: () =>
          notify.success(`Ticket #${ticket.number} is ${TICKET_STATUS_LABELS[to]}.`, {
            id: "update-ticket",
          }),
      },
    );

  return (
    <Page>
      <PageHeader
        title={`#${ticket.number} ${ticket.subject}`}
        description={`From ${ticket.from.name} · Created ${formatDayInZone(ticket.createdAt, zone)}`}
        backLink={backLink}
        actions={
          isOrganizationAdmin
            ? statusActions[ticket.status].map((action, index) => (
                <Button
                  key={action.to}
                  variant={index === 0 ? "primary" : "secondary"}
                  disabled={update.isPending}
                  onClick={() => move(action.to)}
                >
                  {action.label}
                </Button>
              ))
            : null
        }
      />
      <Card title="Details" headingLevel={2}>
        <Stack>
          <DetailList
            items={[
              { label: "Status", value: <TicketStatusPill status={ticket.status} /> },
              // An administrator changes the priority and assignee with the controls below.
              ...(isOrganizationAdmin
                ? []
                : [
                    { label: "Priority", value: <TicketPriorityPill priority={ticket.priority} /> },
                    { label: "Assignee", value: ticket.assignee?.name ?? "Unassigned" },
                  ]),
              { label: "From", value: ticket.from.name },
              { label: "Created", value: <OrganizationTime iso={ticket.createdAt} /> },
              ...(ticket.resolvedAt
                ? [{ label: "Resolved", value: <OrganizationTime iso={ticket.resolvedAt} /> }]
                : []),
            ]}
          />
          {isOrganizationAdmin ? (
            <FormGrid columns={2}>
              <SelectField
                label="Priority"
                options={priorityOptions}
                value={ticket.priority}
                disabled={update.isPending}
                onValueChange={(priority) => update.mutate({ priority })}
              />
              <SelectField
                label="Assignee"
                options={assigneeOptions}
                value={ticket.assignee?.uid ?? ""}
                disabled={update.isPending}
                onValueChange={(uid) => update.mutate({ assigneeUid: uid === "" ? null : uid })}
              />
            </FormGrid>
          ) : null}
        </Stack>
      </Card>
      <Card title="Description" headingLevel={2}>
        <p style={{ whiteSpace: "pre-wrap", margin: 0 }}>
          {ticket.description || "No description was given."}
        </p>
      </Card>
      <Conversation orgId={orgId} ticketId={ticket.id} />
      <RecentActivityCard
        orgId={orgId}
        resourceId={ticket.id}
        description="The latest changes to this ticket."
      />
    </Page>
  );
}

function Conversation({ orgId, ticketId }: { orgId: string; ticketId: string }) {
  const comments = useTicketComments(orgId, ticketId);
  const add = useAddTicketComment(orgId, ticketId);
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === "") {
      setError("Write a comment first");
      return;
    }
    add.mutate(body, {
      onSuccess: () => {
        setBody("");
        notify.success("Comment added.", { id: "add-ticket-comment" });
      },
      onError: (failure) => {
        if (failure instanceof ApiError) setError(failure.fields?.body);
      },
    });
  };
  const items = comments.data?.items ?? [];
  return (
    <Card title="Conversation" headingLevel={2}>
      <Stack>
        {comments.isPending ? (
          <p role="status">Loading the conversation...</p>
        ) : comments.isError ? (
          <p role="alert">The conversation could not be loaded.</p>
        ) : items.length === 0 ? (
          <p>No comments yet.</p>
        ) : (
          <ItemList label="Conversation">
            {items.map((item) => (
              <ListItem
                key={item.id}
                title={item.author.name || "Someone"}
                badges={
                  item.kind === "event" ? <CategoryBadge color="slate">Update</CategoryBadge> : null
                }
                meta={
                  <MetaList
                    items={[
                      {
                        icon: "clock",
                        label: "Written",
                        value: <OrganizationTime iso={item.createdAt} />,
                      },
                    ]}
                  />
                }
              >
                <p style={{ whiteSpace: "pre-wrap", margin: 0 }}>{item.body}</p>
              </ListItem>
            ))}
          </ItemList>
        )}
        <form onSubmit={submit} aria-label="Add a comment" noValidate>
          <Stack>
            <TextareaField
              label="Comment"
              rows={3}
              value={body}
              error={error}
              onChange={(event) => {
                setBody(event.currentTarget.value);
                setError(undefined);
              }}
            />
            <div>
              <ActionButton type="submit" disabled={add.isPending} icon="send">
                {add.isPending ? "Adding..." : "Add comment"}
              </ActionButton>
            </div>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
