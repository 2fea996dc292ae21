import { useIsMutating } from "@tanstack/react-query";
import type { CreateInvitationsRequestInput } from "@hoa/validation";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";

/** What inviting one address did: sent, or why not, in the API's words (`message`). */
export type InvitationResult = ApiSchemas["InvitationResults"]["results"][number];

/** `POST /api/orgs/{orgId}/invitations`: invites each address with the role and message. */
export function createInvitations(orgId: string, request: CreateInvitationsRequestInput) {
  return unwrap(
    api.POST("/api/orgs/{orgId}/invitations", { params: { path: { orgId } }, body: request }),
  );
}

/** Names the request in flight, so the dialog around the form can show it is busy. */
const createInvitationsKey = ["invitations", "create"] as const;

/**
 * Invites one or several addresses. The list and the counts are read again afterwards; a refusal
 * of the whole request is toasted centrally (the form also shows the refused fields).
 */
export const useCreateInvitations = (orgId: string) =>
  useItemMutation({
    mutationKey: createInvitationsKey,
    mutationFn: (request: CreateInvitationsRequestInput) => createInvitations(orgId, request),
    meta: { errorMessage: "The invitations could not be sent", toastId: "create-invitations" },
    invalidates: [queryKeys.invitations.all],
  });

/** Whether invitations started by the form inside the dialog are still being sent. */
export const useCreateInvitationsPending = () =>
  useIsMutating({ mutationKey: createInvitationsKey }) > 0;
