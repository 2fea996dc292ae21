import {
  COMMUNICATION_KINDS,
  COMMUNICATION_STATUSES,
  DELIVERY_STATES,
  PRIORITIES,
  timeZoneLabel,
  timeZoneOf,
  timeZoneShortName,
  type CommunicationKind,
  type CommunicationStatus,
  type DeliveryState,
  type Priority,
} from "@hoa/validation";
import type { Organization } from "../../api/get-organization";
import { filterOptions } from "../../lib/list-definition";
import type { Communication } from "./api/communications";

export const KIND_LABELS: Record<CommunicationKind, string> = {
  email: "Email",
  notification: "Notification",
};
export const STATUS_LABELS: Record<CommunicationStatus, string> = {
  scheduled: "Scheduled",
  sending: "Sending",
  sent: "Sent",
};
export const PRIORITY_LABELS: Record<Priority, string> = {
  low: "Low",
  normal: "Normal",
  high: "High",
  urgent: "Urgent",
};
export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  PENDING: "Waiting",
  PROCESSING: "Sending",
  SUCCESS: "Delivered",
  RETRY: "Will retry",
  ERROR: "Failed",
};
const CHANNEL_LABELS = { email: "Email", sms: "SMS", push: "Push", app: "In-app" } as const;
const OUTCOME_LABELS = {
  scheduled: "scheduled",
  sending: "sending",
  sent: "sent",
  "no-provider": "not sent: no provider",
} as const;

export const kindFilter = filterOptions("Any kind", COMMUNICATION_KINDS, KIND_LABELS);
export const statusFilter = filterOptions("Any status", COMMUNICATION_STATUSES, STATUS_LABELS);
export const priorityFilter = filterOptions("Any priority", PRIORITIES, PRIORITY_LABELS);
export const deliveryFilter = filterOptions("Any state", DELIVERY_STATES, DELIVERY_LABELS);

/** "Email sent · In-app sent · SMS not sent: no provider". */
export const channelsText = (communication: Communication) =>
  communication.channels.length === 0
    ? "No channel chosen"
    : communication.channels
        .map(({ channel, outcome }) => `${CHANNEL_LABELS[channel]} ${OUTCOME_LABELS[outcome]}`)
        .join(" · ");

/** "Nov 23, 2026, 9:00 AM PT": an instant in the organization's time zone. */
export function formatInOrganizationZone(iso: string, organization: Organization | null): string {
  const zone = timeZoneOf(organization?.timeZone);
  const instant = new Date(iso);
  const when = instant.toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: zone,
  });
  return `${when} ${timeZoneShortName(zone, instant)}`;
}

/** The organization's time zone's name, for the schedule fields' hint. */
export const zoneLabel = (organization: Organization | null) =>
  timeZoneLabel(timeZoneOf(organization?.timeZone));

/** When it went or goes out. */
export function whenText(communication: Communication, organization: Organization | null) {
  if (communication.status === "scheduled" && communication.sendAt) {
    return `Goes out ${formatInOrganizationZone(communication.sendAt, organization)}`;
  }
  return `Sent ${formatInOrganizationZone(communication.sentAt ?? communication.createdAt, organization)}`;
}

/** "3 emailed · 3 delivered · 0 failed · 0 waiting". */
export const deliveryText = ({ delivery, channels }: Communication) =>
  channels.some(({ channel }) => channel === "email")
    ? `${delivery.recipients} emailed · ${delivery.delivered} delivered · ${delivery.failed} failed · ${delivery.pending} waiting`
    : "No email";
