import type { InviteResidentsRequest } from "@hoa/validation";
import { api, unwrap } from "../../../api/client";
import { useItemMutation } from "../../../api/item-mutation";
import { useInvitations, type Invitation } from "../../../api/list-invitations";
import type { Resident } from "../../../api/list-residents";
import { queryKeys } from "../../../api/query-keys";
import { linkResidentAccount } from "./link-resident-account";
import type { Member } from "./list-members";
import { removeMember } from "./remove-member";
import { residentChangeKeys } from "../../../api/save-resident";

/** What a change of portal access makes stale: the resident, their invitations, the members. */
const accessChangeKeys = [
  ...residentChangeKeys,
  queryKeys.invitations.all,
  queryKeys.members.all,
] as const;

/**
 * The resident's pending invitation to the portal, if any (administrators only): the list of
 * invitations filtered on the resident and the pending status.
 */
export function usePendingInvitation(orgId: string, residentId: string) {
  const result = useInvitations(orgId, { residentId, status: "pending", limit: 1 });
  const pending: Invitation | undefined = result.data?.items.find(
    (invitation) => invitation.status === "pending" && invitation.residentId === residentId,
  );
  return { pending, isPending: result.isPending };
}

/** What inviting one resident did: the invitation, and whether it was a pending one sent again. */
export interface ResidentInvitationSent {
  invitation: Invitation;
  sentAgain: boolean;
}

/**
 * `POST /api/orgs/{orgId}/residents/{residentId}/invitation`: a new invitation at the directory's
 * address (201), or the resident's pending one sent again (200).
 */
export async function inviteResident(
  orgId: string,
  residentId: string,
): Promise<ResidentInvitationSent> {
  const call = api.POST("/api/orgs/{orgId}/residents/{residentId}/invitation", {
    params: { path: { orgId, residentId } },
  });
  const invitation = await unwrap(call);
  return { invitation, sentAgain: (await call).response.status === 200 };
}

/** Invites one resident to the portal; their page then shows them invited. */
export const useInviteResident = (orgId: string) =>
  useItemMutation({
    mutationFn: (resident: Resident) => inviteResident(orgId, resident.id),
    meta: { errorMessage: "The invitation could not be sent", toastId: "invite-resident" },
    invalidatesOnError: accessChangeKeys,
    invalidates: accessChangeKeys,
  });

/** `POST /api/orgs/{orgId}/residents/invitations`: the counts of what inviting them all did. */
export const inviteResidents = (orgId: string, criteria: InviteResidentsRequest) =>
  unwrap(
    api.POST("/api/orgs/{orgId}/residents/invitations", {
      params: { path: { orgId } },
      body: criteria,
    }),
  );

/**
 * Invites every resident the residents list's search and filters match who has an email, no
 * access and no pending invitation; answers how many were sent and why the others were not.
 */
export const useInviteResidents = (orgId: string) =>
  useItemMutation({
    mutationFn: (criteria: InviteResidentsRequest) => inviteResidents(orgId, criteria),
    meta: { errorMessage: "The invitations could not be sent", toastId: "invite-residents" },
    invalidates: [queryKeys.invitations.all, queryKeys.audit.all],
  });

/** A resident's access to the portal and the account that has it (when the members list has it). */
export interface PortalAccess {
  resident: Resident;
  member: Member | undefined;
}

/**
 * Whether removing the access removes the member: a member whose role is `resident` has the
 * organization only through the portal. A board member or administrator keeps their membership
 * and only loses the link to this resident.
 */
export const removesMember = (member: Member | undefined): member is Member =>
  member?.role === "resident";

/**
 * Ends a resident's access to the portal: removes their `resident` member (which unlinks them),
 * or only unlinks the account of a board member or administrator. Both are made to the version
 * shown; a refusal is toasted centrally and what the server has now is read again.
 */
export const useRemovePortalAccess = (orgId: string) =>
  useItemMutation({
    mutationFn: ({ resident, member }: PortalAccess) =>
      removesMember(member)
        ? removeMember(orgId, member)
        : linkResidentAccount(orgId, resident, null),
    meta: { errorMessage: "The access could not be removed", toastId: "remove-access" },
    invalidatesOnError: accessChangeKeys,
    invalidates: accessChangeKeys,
  });
