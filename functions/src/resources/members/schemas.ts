import { ALL_ROLES } from "@hoa/validation";
import * as v from "valibot";
import { timeSchema } from "../../http/openapi.js";

export const memberSchema = v.pipe(
  v.object({
    /** The member's id, as every item has one: their account's uid (`{memberId}` in paths). */
    id: v.pipe(v.string(), v.description("The member's id: the uid of their account")),
    /** The same uid, as people are named elsewhere (a ticket's assignee, an entry's author). */
    uid: v.pipe(v.string(), v.description("The member's account (the same as `id`)")),
    email: v.string(),
    displayName: v.string(),
    /** `resident`: an account of the portal, given by the invitation of a resident. */
    role: v.picklist(ALL_ROLES),
    /** ISO 8601. */
    joinedAt: timeSchema,
    version: v.number(),
  }),
  v.metadata({ ref: "Member" }),
);

export type Member = v.InferOutput<typeof memberSchema>;
