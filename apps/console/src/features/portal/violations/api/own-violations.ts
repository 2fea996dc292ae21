import type { ViolationReplyRequest } from "@hoa/validation/violations";
import type { ApiSchemas } from "../../../../api/client";
import { useItemMutation } from "../../../../api/item-mutation";
import { queryKeys } from "../../../../api/query-keys";
import { orgFetcher, queryHook, recordFetcher } from "../../../../api/reads";
import { postRequest } from "../../../../api/requests";

export type Violation = ApiSchemas["Violation"];
export type ViolationLetter = ApiSchemas["ViolationLetter"];
export type ViolationTimelineEntry = ApiSchemas["ViolationTimelineEntry"];
/** A violation with its timeline as a resident sees it: letters and replies. */
export type OwnViolation = ApiSchemas["OwnViolation"];

/** `GET /api/orgs/{orgId}/me/violations`: the violations at the caller's properties, newest first. */
export const listOwnViolations = orgFetcher("/api/orgs/{orgId}/me/violations");

export const useOwnViolations = queryHook(queryKeys.ownViolations.list, listOwnViolations);

/** `GET /api/orgs/{orgId}/me/violations/{violationId}`: 404 for another household's. */
export const getOwnViolation = recordFetcher(
  "/api/orgs/{orgId}/me/violations/{violationId}",
  "violationId",
);

export const useOwnViolation = queryHook(queryKeys.ownViolations.detail, getOwnViolation);

/** `POST /api/orgs/{orgId}/me/violations/{violationId}/replies`: 201, or 409 once closed. */
const postReply = postRequest("/api/orgs/{orgId}/me/violations/{violationId}/replies");

/**
 * Sends a resident's reply, request for a hearing or for more time to the board. The violation is
 * read again after it, and after a refusal too (a violation closed meanwhile loses its form).
 */
export const useReplyToViolation = (orgId: string, violationId: string) =>
  useItemMutation({
    mutationFn: (reply: ViolationReplyRequest) => postReply({ orgId, violationId }, reply),
    meta: { errorMessage: "Your message could not be sent", toastId: "reply-to-violation" },
    invalidates: [queryKeys.ownViolations.all],
    invalidatesOnError: [queryKeys.ownViolations.all],
  });
