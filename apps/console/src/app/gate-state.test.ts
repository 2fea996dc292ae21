import { resolveGateState, type GateState } from "./gate-state";

const user = { uid: "u1" };
const roles = { orgId: "o1", role: "admin", permissions: ["admin"] };

describe("resolveGateState", () => {
  it.each<[string, Parameters<typeof resolveGateState>[0], GateState]>([
    [
      "no user yet",
      { user: null, loading: { roles: false }, roles: null, hasCurrentOrganization: false },
      "no-user",
    ],
    [
      "no user even with roles loading",
      { user: null, loading: { roles: true }, roles, hasCurrentOrganization: true },
      "no-user",
    ],
    [
      "roles loading",
      { user, loading: { roles: true }, roles: null, hasCurrentOrganization: false },
      "loading-roles",
    ],
    [
      "no roles record",
      { user, loading: { roles: false }, roles: null, hasCurrentOrganization: false },
      "needs-organization",
    ],
    [
      "a record without a role",
      { user, loading: { roles: false }, roles: { orgId: "o1" }, hasCurrentOrganization: false },
      "needs-organization",
    ],
    [
      "a role without a current organization",
      { user, loading: { roles: false }, roles: { role: "admin" }, hasCurrentOrganization: false },
      "setting-up",
    ],
    [
      "a role and a current organization",
      { user, loading: { roles: false }, roles, hasCurrentOrganization: true },
      "ready",
    ],
  ])("%s", (_name, session, expected) => {
    expect(resolveGateState(session)).toBe(expected);
  });
});
