import { StatusPill, type StatusTone } from "@hoa/ui";
import {
  ANNOUNCEMENT_STATUS_LABELS,
  type AnnouncementPriority,
  type AnnouncementStatus,
} from "@hoa/validation";

const priorityTones: Record<AnnouncementPriority, StatusTone> = {
  Low: "neutral",
  Normal: "info",
  High: "warning",
  Urgent: "danger",
};

const statusTones: Record<AnnouncementStatus, StatusTone> = {
  draft: "neutral",
  scheduled: "warning",
  published: "success",
};

/** The priority, Urgent marked as such everywhere it shows. */
export const PriorityPill = ({ priority }: { priority: AnnouncementPriority }) => (
  <StatusPill tone={priorityTones[priority]}>{priority}</StatusPill>
);

export const StatusOfAnnouncement = ({ status }: { status: AnnouncementStatus }) => (
  <StatusPill tone={statusTones[status]}>{ANNOUNCEMENT_STATUS_LABELS[status]}</StatusPill>
);
