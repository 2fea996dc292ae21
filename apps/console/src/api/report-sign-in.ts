import { api, unwrap } from "./client";

/** `POST /api/orgs/{orgId}/sign-ins`: this browser signed in (an administrator's new one alerts). */
export function reportSignIn(orgId: string, deviceId: string, device: string) {
  return unwrap(
    api.POST("/api/orgs/{orgId}/sign-ins", {
      params: { path: { orgId } },
      body: { deviceId, device },
    }),
  );
}
