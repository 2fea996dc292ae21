import {
  Button,
  Icon,
  Page,
  PageHeader,
  StatCard,
  StatGrid,
  formatDate,
  textLinkClassName,
  type DataTableColumn,
  type SelectOption,
} from "@hoa/ui";
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
  TICKET_LIST_ORDER,
} from "@hoa/validation";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { useListParams } from "../../lib/list-params";
import { useOrganizationSession } from "../../lib/organization-session";
import { PagedTable } from "../../lib/PagedTable";
import { useTicketSummary } from "./api/get-ticket-summary";
import { useTickets, type Ticket, type TicketListQuery } from "./api/list-tickets";
import { NewTicketDialog } from "./NewTicketDialog";
import { TicketPriorityPill, TicketStatusPill } from "./TicketPills";

type TicketSort = NonNullable<TicketListQuery["sort"]>;

const sortOptions: readonly SelectOption<TicketSort>[] = [
  { value: "-number", label: "Newest first" },
  { value: "number", label: "Oldest first" },
  { value: "-priority", label: "Highest priority first" },
  { value: "priority", label: "Lowest priority first" },
  { value: "status", label: "Open first" },
  { value: "-status", label: "Resolved first" },
];
const statusOptions: readonly SelectOption<TicketStatus | "">[] = [
  { value: "", label: "Any status" },
  ...TICKET_STATUSES.map((status) => ({ value: status, label: TICKET_STATUS_LABELS[status] })),
];
const priorityOptions: readonly SelectOption<TicketPriority | "">[] = [
  { value: "", label: "Any priority" },
  ...TICKET_PRIORITIES.map((priority) => ({
    value: priority,
    label: TICKET_PRIORITY_LABELS[priority],
  })),
];

const columns: readonly DataTableColumn<Ticket>[] = [
  {
    id: "number",
    header: "Ticket",
    sort: { ascending: "number", descending: "-number" },
    cell: (ticket) => `#${ticket.number}`,
    nowrap: true,
  },
  {
    id: "subject",
    header: "Subject",
    cell: (ticket) => (
      <Link className={textLinkClassName} to={paths.supportTicket.href(ticket.id)}>
        {ticket.subject}
      </Link>
    ),
  },
  { id: "from", header: "From", cell: (ticket) => ticket.from.name },
  {
    id: "status",
    header: "Status",
    card: "meta",
    sort: { ascending: "status", descending: "-status" },
    cell: (ticket) => <TicketStatusPill status={ticket.status} />,
  },
  {
    id: "priority",
    header: "Priority",
    card: "meta",
    sort: { ascending: "priority", descending: "-priority" },
    cell: (ticket) => <TicketPriorityPill priority={ticket.priority} />,
  },
  {
    id: "assignee",
    header: "Assignee",
    card: "meta",
    cell: (ticket) => ticket.assignee?.name ?? "Unassigned",
  },
  {
    id: "created",
    header: "Created",
    card: "meta",
    cell: (ticket) => formatDate(ticket.createdAt),
    nowrap: true,
  },
];

/** Support tickets: where each request stands, filtered, searched and sorted in the URL. */
export default function SupportPage() {
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const navigate = useNavigate();
  const list = useListParams({
    filters: { status: statusOptions, priority: priorityOptions },
    sorts: sortOptions,
    order: TICKET_LIST_ORDER,
  });
  const [isCreating, setCreating] = useState(false);
  const summary = useTicketSummary(orgId).data;
  return (
    <Page>
      <PageHeader
        title="Support"
        description={
          isOrganizationAdmin
            ? "Requests and questions from residents, and where each one stands."
            : "Your requests to the administrators, and where each one stands."
        }
        actions={
          <Button icon={<Icon name="plus" size={18} />} onClick={() => setCreating(true)}>
            New ticket
          </Button>
        }
      />
      <StatGrid>
        <StatCard
          label="Open"
          value={summary?.open ?? "—"}
          tone="info"
          icon={<Icon name="help" size={16} />}
        />
        <StatCard
          label="In Progress"
          value={summary?.inProgress ?? "—"}
          tone="warning"
          icon={<Icon name="clock" size={16} />}
        />
        <StatCard
          label="Resolved"
          value={summary?.resolved ?? "—"}
          tone="success"
          icon={<Icon name="check" size={16} />}
        />
      </StatGrid>
      <PagedTable
        title="Tickets"
        list={list}
        result={useTickets(orgId, list.query)}
        columns={columns}
        rowKey={(ticket) => ticket.id}
        search={{ label: "Search tickets", placeholder: "Subject, number or resident" }}
        filterLabels={{ status: "Status", priority: "Priority" }}
        errorTitle="The tickets could not be loaded"
        empty={{ icon: <Icon name="help" />, title: "No tickets yet" }}
        noMatch={{
          title: "No tickets match",
          description: "Try another subject, number or name, or show every status and priority.",
        }}
      />
      <NewTicketDialog
        open={isCreating}
        onClose={() => setCreating(false)}
        onSaved={(ticket) => void navigate(paths.supportTicket.href(ticket.id))}
      />
    </Page>
  );
}
