import { RESIDENT_RELATIONSHIPS, RESIDENT_STATUSES } from "@hoa/validation";
import * as v from "valibot";
import { timeSchema } from "../../http/openapi.js";

export const residentSchema = v.pipe(
  v.object({
    id: v.string(),
    name: v.string(),
    /**
     * "" when the resident has none; `null` when it is hidden from the caller (a member, not an
     * administrator, looking at a resident who hides it from the directory).
     */
    email: v.nullable(v.string()),
    /** E.164 ("+15035550142"), "" when none, `null` when hidden from the caller. */
    phone: v.nullable(v.string()),
    propertyId: v.string(),
    /** The property's address and unit, copied onto the resident (kept in step by the server). */
    address: v.string(),
    unit: v.string(),
    relationship: v.picklist(RESIDENT_RELATIONSHIPS),
    boardMember: v.boolean(),
    status: v.picklist(RESIDENT_STATUSES),
    privacy: v.object({ hideEmail: v.boolean(), hidePhone: v.boolean() }),
    /** Opted out of non-urgent email: only urgent announcements and communications email them. */
    emailOptOut: v.boolean(),
    /** Opted out of event reminders (their own choice, in the portal; false until they make it). */
    reminderOptOut: v.boolean(),
    /**
     * The console account linked to this resident (the uid of a member of the organization): what
     * that account may see as this resident (the board's documents, the inbox of its audiences)
     * and whose tickets it files are decided by this link, never by an email address. `null` when
     * none, and always for a member asking.
     */
    accountUid: v.nullable(v.string()),
    /** ISO 8601. */
    createdAt: timeSchema,
    /** ISO 8601. */
    updatedAt: timeSchema,
    version: v.number(),
  }),
  v.metadata({ ref: "Resident" }),
);
export type Resident = v.InferOutput<typeof residentSchema>;
