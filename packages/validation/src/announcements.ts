import * as v from "valibot";
import { messages } from "./messages.js";
import { listOrder, listQuerySchema } from "./lists.js";
import { maxCharacters, requiredText, requiredWhen, textWhenNeeded } from "./schema.js";
import { searchKeywords } from "./search.js";

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

export const ANNOUNCEMENT_TITLE_MAX_LENGTH = 200;
export const ANNOUNCEMENT_MESSAGE_MAX_LENGTH = 10_000;

/** Where an announcement is: saved to finish later, waiting for its time, or out. */
export const ANNOUNCEMENT_STATUSES = ["draft", "scheduled", "published"] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

export const ANNOUNCEMENT_STATUS_LABELS: Readonly<Record<AnnouncementStatus, string>> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

/** What saving the form does: keep a draft, publish now, or publish at the date and time. */
export const ANNOUNCEMENT_ACTIONS = ["draft", "publish", "schedule"] as const;
export type AnnouncementAction = (typeof ANNOUNCEMENT_ACTIONS)[number];

const LOCAL_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/u;
const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/u;

/**
 * `POST /api/orgs/{orgId}/announcements` and `PUT .../announcements/{id}`: the announcement, and
 * what to do with it. Scheduling needs a date and a time (in the organization's time zone); the
 * server refuses a time that has passed.
 */
export const announcementRequestSchema = v.pipe(
  v.object(
    {
      title: v.pipe(
        requiredText(messages.titleRequired),
        maxCharacters(ANNOUNCEMENT_TITLE_MAX_LENGTH, messages.announcementTitleTooLong),
      ),
      message: v.pipe(
        requiredText(messages.messageRequired),
        maxCharacters(ANNOUNCEMENT_MESSAGE_MAX_LENGTH, messages.announcementMessageTooLong),
      ),
      priority: v.picklist(ANNOUNCEMENT_PRIORITIES, messages.announcementPriorityInvalid),
      audience: v.picklist(AUDIENCES, messages.audienceInvalid),
      action: v.picklist(ANNOUNCEMENT_ACTIONS, messages.announcementActionInvalid),
      publishDate: textWhenNeeded(messages.publishDateRequired),
      publishTime: textWhenNeeded(messages.publishTimeRequired),
    },
    messages.requestBodyNotObject,
  ),
  requiredWhen("action", "schedule", "publishDate", messages.publishDateRequired),
  v.forward(
    v.partialCheck(
      [["action"], ["publishDate"]],
      (input) => input.publishDate === "" || LOCAL_DATE.test(input.publishDate),
      messages.entryDateInvalid,
    ),
    ["publishDate"],
  ),
  requiredWhen("action", "schedule", "publishTime", messages.publishTimeRequired),
  v.forward(
    v.partialCheck(
      [["action"], ["publishTime"]],
      (input) => input.publishTime === "" || LOCAL_TIME.test(input.publishTime),
      messages.timeInvalid,
    ),
    ["publishTime"],
  ),
);
export type AnnouncementRequest = v.InferOutput<typeof announcementRequestSchema>;
export type AnnouncementRequestInput = v.InferInput<typeof announcementRequestSchema>;

export const ANNOUNCEMENT_LIST_SORTS = ["-updatedAt", "updatedAt", "title", "-title"] as const;

/** Newest change first (default) or by title; by change while filtered, newest while searched. */
export const ANNOUNCEMENT_LIST_ORDER = listOrder({
  sorts: ANNOUNCEMENT_LIST_SORTS,
  defaultSort: "-updatedAt",
  filteredSorts: ["-updatedAt", "updatedAt"],
});

/** `GET /api/orgs/{orgId}/announcements` (administrators): newest change first. */
export const announcementListQuerySchema = listQuerySchema({
  order: ANNOUNCEMENT_LIST_ORDER,
  searchable: true,
  filters: {
    status: ANNOUNCEMENT_STATUSES,
    priority: ANNOUNCEMENT_PRIORITIES,
    audience: AUDIENCES,
  },
});

export const INBOX_LIST_ORDER = listOrder({ sorts: ["-publishedAt"], defaultSort: "-publishedAt" });

/** `GET /api/orgs/{orgId}/inbox`: the published announcements for the caller, newest first. */
export const inboxListQuerySchema = listQuerySchema({
  order: INBOX_LIST_ORDER,
  searchable: false,
  filters: {},
});

/** The words an announcement is found by: its title. */
export const announcementKeywords = (title: string) => searchKeywords([title]);
