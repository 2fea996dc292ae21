import * as v from "valibot";
import { messages } from "./messages.js";
import { requiredText } from "./schema.js";

/** An announcement's priority levels (spec §3), lowest first. */
export const ANNOUNCEMENT_PRIORITIES = ["Low", "Normal", "High", "Urgent"] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

/** Who an announcement is for (spec §3). */
export const AUDIENCES = [
  "All Residents",
  "Property Owners",
  "Board Members",
  "Tenants Only",
] as const;
export type Audience = (typeof AUDIENCES)[number];

/** A new announcement: title and message required after trimming. */
export const announcementDraftSchema = v.object(
  {
    title: requiredText(messages.titleRequired),
    message: requiredText(messages.messageRequired),
    priority: v.picklist(ANNOUNCEMENT_PRIORITIES, messages.announcementPriorityInvalid),
    audience: v.picklist(AUDIENCES, messages.audienceInvalid),
  },
  messages.requestBodyNotObject,
);

export type AnnouncementDraftOutput = v.InferOutput<typeof announcementDraftSchema>;
