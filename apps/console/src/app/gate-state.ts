import type { Roles } from "../api/get-roles";
import { hasOrganizationRole } from "../lib/access";

export type GateState = "no-user" | "loading-roles" | "needs-organization" | "setting-up" | "ready";

/** The access gate's decision, checked in this order. */
export function resolveGateState(session: {
  user: unknown;
  loading: { roles: boolean };
  roles: Partial<Roles> | null;
  hasCurrentOrganization: boolean;
}): GateState {
  if (!session.user) return "no-user";
  if (session.loading.roles) return "loading-roles";
  if (!hasOrganizationRole(session.roles)) return "needs-organization";
  if (!session.hasCurrentOrganization) return "setting-up";
  return "ready";
}

export const gateLoaderText = {
  pleaseWait: "Please wait...",
  settingUp: "Setting up your organization...",
} as const;
