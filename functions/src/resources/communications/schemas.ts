import {
  AUDIENCES,
  CHANNELS,
  COMMUNICATION_KINDS,
  COMMUNICATION_STATUSES,
  DELIVERY_STATES,
  PRIORITIES,
  RECIPIENT_TYPES,
} from "@hoa/validation";
import * as v from "valibot";
import { timeSchema, namedObject, personSchema } from "../../http/openapi.js";

/**
 * What became of a channel: `sending` and `sent` for email (queued, then every email queued) and
 * the in-app inbox; `scheduled` before its time; `no-provider` for SMS and push, which have no
 * provider connected and are not sent.
 */
export const CHANNEL_OUTCOMES = ["scheduled", "sending", "sent", "no-provider"] as const;

export const communicationSchema = namedObject("Communication", {
  id: v.string(),
  kind: v.picklist(COMMUNICATION_KINDS),
  /** An email's subject, a notification's title. */
  subject: v.string(),
  message: v.string(),
  priority: v.picklist(PRIORITIES),
  recipients: v.object({
    type: v.picklist(RECIPIENT_TYPES),
    /** Who it went to, as the administrator chose: an address, a resident's name, a group. */
    label: v.string(),
    audience: v.nullable(v.picklist(AUDIENCES)),
  }),
  channels: v.array(
    v.object({ channel: v.picklist(CHANNELS), outcome: v.picklist(CHANNEL_OUTCOMES) }),
  ),
  status: v.picklist(COMMUNICATION_STATUSES),
  /** ISO 8601: when a scheduled one goes out. */
  sendAt: v.nullable(timeSchema),
  /** ISO 8601: when it went out. */
  sentAt: v.nullable(timeSchema),
  createdBy: personSchema,
  /** ISO 8601. */
  createdAt: timeSchema,
  delivery: v.object({
    /** Emails queued: one per address. */
    recipients: v.number(),
    /** Residents skipped for their opt-out of non-urgent email. */
    optedOut: v.number(),
    delivered: v.number(),
    failed: v.number(),
    pending: v.number(),
    /** Members who opened it in their inbox (the app channel), `null` without it. */
    read: v.nullable(v.number()),
  }),
});
export type Communication = v.InferOutput<typeof communicationSchema>;

/** One recipient's email of a communication, as the outgoing-mail queue has it. */
export const deliverySchema = namedObject("Delivery", {
  id: v.string(),
  to: v.string(),
  state: v.picklist(DELIVERY_STATES),
  attempts: v.number(),
  /** Why the last attempt failed, `null` when none did. */
  lastError: v.nullable(v.string()),
  /** ISO 8601: when it is due again (RETRY), else `null`. */
  nextAttemptAt: v.nullable(timeSchema),
  /** ISO 8601: the end of the last attempt, `null` before the first. */
  lastAttemptAt: v.nullable(timeSchema),
});
export type Delivery = v.InferOutput<typeof deliverySchema>;
