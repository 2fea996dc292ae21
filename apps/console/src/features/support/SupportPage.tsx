import {
  Button,
  Icon,
  Page,
  PageHeader,
  StatCard,
  StatGrid,
  StatusPill,
  TableCard,
  announceUnavailable,
  formatDate,
  type DataTableColumn,
  type StatusTone,
} from "@hoa/ui";
import { tickets, type SupportTicket, type TicketPriority, type TicketStatus } from "./mock-data";

const statusTones: Record<TicketStatus, StatusTone> = {
  Open: "info",
  "In Progress": "warning",
  Resolved: "success",
};

const priorityTones: Record<TicketPriority, StatusTone> = {
  Low: "neutral",
  Medium: "warning",
  High: "danger",
};

const columns: readonly DataTableColumn<SupportTicket>[] = [
  { id: "number", header: "Ticket", cell: (ticket) => ticket.number },
  { id: "subject", header: "Subject", cell: (ticket) => ticket.subject },
  { id: "from", header: "From", cell: (ticket) => ticket.from },
  {
    id: "status",
    card: "meta",
    header: "Status",
    cell: (ticket) => <StatusPill tone={statusTones[ticket.status]}>{ticket.status}</StatusPill>,
  },
  {
    id: "priority",
    card: "meta",
    header: "Priority",
    cell: (ticket) => (
      <StatusPill tone={priorityTones[ticket.priority]}>{ticket.priority}</StatusPill>
    ),
  },
  {
    id: "created",
    header: "Created",
    cell: (ticket) => formatDate(ticket.createdOn),
    nowrap: true,
  },
];

function countWithStatus(status: TicketStatus): number {
  return tickets.filter((ticket) => ticket.status === status).length;
}

export default function SupportPage() {
  return (
    <Page>
      <PageHeader
        title="Support"
        description="Requests and questions from residents, and where each one stands."
        actions={
          <Button
            icon={<Icon name="plus" size={18} />}
            onClick={() => announceUnavailable("Creating tickets")}
          >
            New ticket
          </Button>
        }
      />
      <StatGrid>
        <StatCard
          label="Open"
          value={countWithStatus("Open")}
          tone="info"
          icon={<Icon name="help" size={16} />}
        />
        <StatCard
          label="In Progress"
          value={countWithStatus("In Progress")}
          tone="warning"
          icon={<Icon name="clock" size={16} />}
        />
        <StatCard
          label="Resolved"
          value={countWithStatus("Resolved")}
          tone="success"
          icon={<Icon name="check" size={16} />}
        />
      </StatGrid>
      <TableCard
        title="Tickets"
        search={{
          label: "Search tickets",
          placeholder: "Subject or resident",
          onSearch: () => announceUnavailable("Searching tickets"),
        }}
        caption="Support tickets"
        columns={columns}
        rows={tickets}
        rowKey={(ticket) => ticket.number}
      />
    </Page>
  );
}
