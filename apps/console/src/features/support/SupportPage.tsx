import { formatDate, type DataTableColumn } from "@hoa/ui";
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
  TICKET_LIST_ORDER,
} from "@hoa/validation";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { columnSort, defineList, filterOptions, sortChoices } from "../../lib/list-definition";
import { ListPage } from "../../lib/ListPage";
import { useOrganizationSession } from "../../lib/organization-session";
import { useSectionPaths } from "../../lib/section-paths";
import { linkColumn } from "../../lib/TextLink";
import { useTicketSummary } from "./api/get-ticket-summary";
import { useTickets, type Ticket } from "./api/list-tickets";
import { NewTicketDialog } from "./NewTicketDialog";
import { TicketPriorityPill, TicketStatusPill } from "./TicketPills";

const columns: readonly DataTableColumn<Ticket>[] = [
  {
    id: "number",
    header: "Ticket",
    sort: columnSort("number"),
    cell: (ticket) => `#${ticket.number}`,
    nowrap: true,
  },
  linkColumn("subject", "Subject", (section) => section.supportTicket),
  { id: "from", header: "From", cell: (ticket) => ticket.from.name },
  {
    id: "status",
    header: "Status",
    card: "meta",
    sort: columnSort("status"),
    cell: (ticket) => <TicketStatusPill status={ticket.status} />,
  },
  {
    id: "priority",
    header: "Priority",
    card: "meta",
    sort: columnSort("priority"),
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

const ticketList = defineList({
  noun: "tickets",
  title: "Tickets",
  useItems: useTickets,
  columns,
  filters: {
    status: {
      label: "Status",
      options: filterOptions("Any status", TICKET_STATUSES, TICKET_STATUS_LABELS),
    },
    priority: {
      label: "Priority",
      options: filterOptions("Any priority", TICKET_PRIORITIES, TICKET_PRIORITY_LABELS),
    },
  },
  sorts: [
    ...sortChoices("-number", "Newest first", "Oldest first"),
    ...sortChoices("-priority", "Highest priority first", "Lowest priority first"),
    ...sortChoices("status", "Open first", "Resolved first"),
  ],
  order: TICKET_LIST_ORDER,
  searchPlaceholder: "Subject, number or resident",
  empty: { icon: "help" },
  noMatchHint: "Try another subject, number or name, or show every status and priority.",
  stats: {
    useSummary: (orgId) => useTicketSummary(orgId).data,
    cards: [
      { label: "Open", count: "open", tone: "info", icon: "help" },
      { label: "In Progress", count: "inProgress", tone: "warning", icon: "clock" },
      { label: "Resolved", count: "resolved", tone: "success", icon: "check" },
    ],
  },
  create: { label: "New ticket" },
});

/** Support tickets: where each request stands, filtered, searched and sorted in the URL. */
export default function SupportPage() {
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  const navigate = useNavigate();
  const section = useSectionPaths();
  const [isCreating, setCreating] = useState(false);
  return (
    <ListPage
      list={ticketList}
      orgId={currentOrgId ?? ""}
      title="Support"
      description={
        isOrganizationAdmin
          ? "Requests and questions from residents, and where each one stands."
          : "Your requests to the administrators, and where each one stands."
      }
      onCreate={() => setCreating(true)}
    >
      <NewTicketDialog
        open={isCreating}
        onClose={() => setCreating(false)}
        onSaved={(ticket) => void navigate(section.supportTicket.href(ticket.id))}
      />
    </ListPage>
  );
}
