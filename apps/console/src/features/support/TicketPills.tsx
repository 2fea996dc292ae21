import { StatusPill, type StatusTone } from "@hoa/ui";
import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
} from "@hoa/validation";

const statusTones: Record<TicketStatus, StatusTone> = {
  open: "info",
  inProgress: "warning",
  resolved: "success",
};

const priorityTones: Record<TicketPriority, StatusTone> = {
  low: "neutral",
  medium: "warning",
  high: "danger",
};

export function TicketStatusPill({ status }: { status: TicketStatus }) {
  return <StatusPill tone={statusTones[status]}>{TICKET_STATUS_LABELS[status]}</StatusPill>;
}

export function TicketPriorityPill({ priority }: { priority: TicketPriority }) {
  return <StatusPill tone={priorityTones[priority]}>{TICKET_PRIORITY_LABELS[priority]}</StatusPill>;
}
