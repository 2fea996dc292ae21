import { useQuery } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { queryKeys } from "../../../api/query-keys";

/** An invitation as the person who opened its link may see it, and whether they can accept it. */
export type InvitationPreview = ApiSchemas["InvitationPreview"];

/** `GET /api/invitations/{token}` (404: the link is not valid). */
export function getInvitation(token: string, signal?: AbortSignal) {
  return unwrap(api.GET("/api/invitations/{token}", { params: { path: { token } }, signal }));
}

/** The invitation a link's token names; idle until someone is signed in to ask. */
export function useInvitation(token: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: queryKeys.invitationLinks.detail(token),
    queryFn: ({ signal }) => getInvitation(token, signal),
    enabled,
  });
}
