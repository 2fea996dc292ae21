import type { OwnArcCreate } from "@hoa/validation/architectural-review";
import type { ApiSchemas } from "../../../../api/client";
import { useItemMutation } from "../../../../api/item-mutation";
import { queryKeys } from "../../../../api/query-keys";
import { orgFetcher, queryHook, recordFetcher } from "../../../../api/reads";
import { postRequest } from "../../../../api/requests";

export type OwnArcRequest = ApiSchemas["OwnArchitecturalRequest"];
/** A request with its timeline as the homeowner sees it: letters, no votes. */
export type OwnArcRequestWithTimeline = ApiSchemas["OwnArchitecturalRequestWithTimeline"];

/** `GET /api/orgs/{orgId}/me/architectural-requests`: the household's requests, newest first. */
export const useOwnArcRequests = queryHook(
  queryKeys.ownArchitecturalRequests.list,
  orgFetcher("/api/orgs/{orgId}/me/architectural-requests"),
);

/** `GET .../me/architectural-requests/{requestId}`: 404 for another household's. */
export const useOwnArcRequest = queryHook(
  queryKeys.ownArchitecturalRequests.detail,
  recordFetcher("/api/orgs/{orgId}/me/architectural-requests/{requestId}", "requestId"),
);

const postOwn = postRequest("/api/orgs/{orgId}/me/architectural-requests");

/** Starts the household's draft; the property is named when the household has several. */
export const useCreateOwnArcRequest = (orgId: string) =>
  useItemMutation({
    mutationFn: (request: OwnArcCreate) => postOwn({ orgId }, request),
    meta: { errorMessage: "Your request could not be saved", toastId: "create-own-arc-request" },
    invalidates: [queryKeys.ownArchitecturalRequests.all],
  });
