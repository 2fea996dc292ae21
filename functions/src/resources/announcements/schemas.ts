import { ANNOUNCEMENT_PRIORITIES, ANNOUNCEMENT_STATUSES, AUDIENCES } from "@hoa/validation";
import * as v from "valibot";
import { timeSchema, namedObject, personSchema } from "../../http/openapi.js";

/** Where the sending of a published announcement has got to. */
export const FAN_OUT_STATES = ["none", "sending", "sent"] as const;

export const announcementSchema = namedObject("Announcement", {
  id: v.string(),
  title: v.string(),
  message: v.string(),
  priority: v.picklist(ANNOUNCEMENT_PRIORITIES),
  audience: v.picklist(AUDIENCES),
  status: v.picklist(ANNOUNCEMENT_STATUSES),
  /** ISO 8601: when a scheduled one goes out. */
  publishAt: v.nullable(timeSchema),
  /** ISO 8601: when it went out. */
  publishedAt: v.nullable(timeSchema),
  createdBy: personSchema,
  /** ISO 8601. */
  updatedAt: timeSchema,
  version: v.number(),
  delivery: v.object({
    /** none: not published; sending: recipients are being queued; sent: every email queued. */
    state: v.picklist(FAN_OUT_STATES),
    /** The residents of its audience with an email address (one email per address). */
    recipients: v.number(),
    /** Members who opened it in the console. */
    read: v.number(),
    /** The emails' delivery states: only on one announcement, `null` in lists. */
    email: v.nullable(v.object({ delivered: v.number(), failed: v.number(), pending: v.number() })),
  }),
});
export type Announcement = v.InferOutput<typeof announcementSchema>;

/** An announcement in a member's inbox: what it says, and whether they have read it. */
export const inboxItemSchema = namedObject("InboxItem", {
  id: v.string(),
  title: v.string(),
  message: v.string(),
  priority: v.picklist(ANNOUNCEMENT_PRIORITIES),
  audience: v.picklist(AUDIENCES),
  /** ISO 8601. */
  publishedAt: timeSchema,
  from: v.string(),
  read: v.boolean(),
});
export type InboxItem = v.InferOutput<typeof inboxItemSchema>;
