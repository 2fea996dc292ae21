import * as v from "valibot";
import { listOrder, listQuerySchema } from "./lists.js";
import { messages } from "./messages.js";
import { ALL_ROLES, ROLE_VALUES } from "./roles.js";
import { text } from "./schema.js";

export const MEMBER_LIST_SORTS = [
  "name",
  "-name",
  "email",
  "-email",
  "joinedAt",
  "-joinedAt",
] as const;

/** By name (default), email or date joined; by name while filtered, by name A to Z while searched. */
export const MEMBER_LIST_ORDER = listOrder({
  sorts: MEMBER_LIST_SORTS,
  defaultSort: "name",
  filteredSorts: ["name", "-name"],
});

/** `GET /api/orgs/{orgId}/members`: sorted by name (default), email or date joined; by role. */
export const memberListQuerySchema = listQuerySchema({
  order: MEMBER_LIST_ORDER,
  searchable: true,
  filters: { role: ALL_ROLES },
});

/** `PATCH /api/orgs/{orgId}/members/{uid}`: the member's new role. */
export const updateMemberRequestSchema = v.object(
  { role: v.picklist(ROLE_VALUES, messages.memberRoleInvalid) },
  messages.requestBodyNotObject,
);

export type UpdateMemberRequest = v.InferOutput<typeof updateMemberRequestSchema>;

/** The longest uid an account can have (Firebase Auth's limit). */
export const ACCOUNT_UID_MAX_LENGTH = 128;

/**
 * `PUT /api/orgs/{orgId}/residents/{residentId}/account`: the member whose account the resident is
 * linked to, or `null` to unlink them.
 */
export const residentAccountRequestSchema = v.object(
  {
    uid: v.nullable(
      v.pipe(
        text(messages.residentAccountNotMember),
        v.nonEmpty(messages.residentAccountNotMember),
        v.maxLength(ACCOUNT_UID_MAX_LENGTH, messages.residentAccountNotMember),
      ),
    ),
  },
  messages.requestBodyNotObject,
);

export type ResidentAccountRequest = v.InferOutput<typeof residentAccountRequestSchema>;
