import { useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { ReactNode } from "react";
import type { User } from "firebase/auth";
import { useOrganization, type Organization } from "../api/get-organization";
import { useRoles, type Roles } from "../api/get-roles";
import { queryKeys } from "../api/query-keys";
import { hasCurrentOrganization, isOrganizationAdmin } from "./access";
import { useAuth } from "./auth";
import { storedSession } from "./stored-session";

export interface OrganizationSession {
  user: User | null;
  roles: Roles | null;
  organization: Organization | null;
  currentOrgId: string | null;
  loading: { auth: boolean; roles: boolean; organization: boolean };
  isOrganizationAdmin: boolean;
  hasCurrentOrganization: boolean;
  /** Reloads the roles and the organization; resolves once both are fresh. */
  refresh: () => Promise<void>;
}

const OrganizationSessionContext = createContext<OrganizationSession | null>(null);

/**
 * The signed-in user's roles and current organization. Once the roles are known their
 * organization becomes the current one (and is remembered in storage); without one, the stored
 * organization id is cleared.
 */
export function OrganizationSessionProvider({ children }: { children: ReactNode }) {
  const { user, isAuthLoading } = useAuth();
  const queryClient = useQueryClient();
  const rolesQuery = useRoles(user?.uid ?? null);
  const [orgIdFromLastVisit] = useState(storedSession.readOrgId);

  const rolesKnown = user !== null && rolesQuery.isSuccess;
  const roles = rolesKnown ? rolesQuery.data : null;
  const rolesOrgId = roles?.orgId ?? null;
  const currentOrgId = rolesKnown ? rolesOrgId : orgIdFromLastVisit;

  useEffect(() => {
    if (!rolesKnown) return;
    if (rolesOrgId) storedSession.saveOrgId(rolesOrgId);
    else storedSession.clearOrgId();
  }, [rolesKnown, rolesOrgId]);

  const organizationQuery = useOrganization(rolesOrgId);
  const organization = rolesOrgId ? (organizationQuery.data ?? null) : null;

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.roles.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.organizations.all }),
    ]);
  }, [queryClient]);

  const value = useMemo<OrganizationSession>(
    () => ({
      user,
      roles,
      organization,
      currentOrgId,
      loading: {
        auth: isAuthLoading,
        roles: user !== null && rolesQuery.isPending,
        organization: organizationQuery.isLoading,
      },
      isOrganizationAdmin: isOrganizationAdmin(roles),
      hasCurrentOrganization: hasCurrentOrganization(currentOrgId, roles),
      refresh,
    }),
    [
      user,
      roles,
      organization,
      currentOrgId,
      isAuthLoading,
      rolesQuery.isPending,
      organizationQuery.isLoading,
      refresh,
    ],
  );

  return (
    <OrganizationSessionContext.Provider value={value}>
      {children}
    </OrganizationSessionContext.Provider>
  );
}

/** The user's roles and organization; throws outside an `OrganizationSessionProvider`. */
export function useOrganizationSession(): OrganizationSession {
  const context = useContext(OrganizationSessionContext);
  if (!context) {
    throw new Error("useOrganizationSession must be used within an OrganizationSessionProvider");
  }
  return context;
}
