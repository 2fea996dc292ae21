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
  members: {
    all: ["members"] as const,
    list: (orgId: string, query: object) => ["members", "list", { orgId, ...query }] as const,
  },
  audit: {
    all: ["audit"] as const,
    list: (orgId: string, query: object) => ["audit", "list", { orgId, ...query }] as const,
  },
};
