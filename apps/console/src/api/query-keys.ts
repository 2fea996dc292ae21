/**
 * Every query key, shaped `[resource, action, params]`, so related data can be invalidated by
 * prefix (`["roles"]` refreshes every roles query).
 */
export const queryKeys = {
  roles: {
    all: ["roles"] as const,
    mine: (uid: string) => ["roles", "mine", { uid }] as const,
  },
  organizations: {
    all: ["organizations"] as const,
    detail: (orgId: string) => ["organizations", "detail", { orgId }] as const,
  },
};
