import { hasCurrentOrganization, isOrganizationAdmin } from "./access";

describe("isOrganizationAdmin", () => {
  it.each([
    [{ orgId: "o1", role: "admin", permissions: ["admin"] }, true],
    [{ orgId: "o1", role: "admin", permissions: ["read", "admin"] }, true],
    [{ orgId: "o1", role: "admin", permissions: [] }, false],
    [{ orgId: "o1", role: "admin" }, false],
    [{ orgId: "o1", role: "member", permissions: ["admin"] }, false],
    [{ role: "admin", permissions: ["admin"] }, false],
    [null, false],
  ])("is %j → %s", (roles, expected) => {
    expect(isOrganizationAdmin(roles)).toBe(expected);
  });
});

describe("hasCurrentOrganization", () => {
  const roles = { orgId: "o1", role: "member", permissions: [] };

  it.each([
    ["o1", roles, true],
    ["o2", roles, false],
    [null, roles, false],
    ["o1", null, false],
    ["o1", { role: "member" }, false],
    ["o1", { orgId: "o1" }, false],
  ])("with current id %j and roles %j is %s", (currentOrgId, currentRoles, expected) => {
    expect(hasCurrentOrganization(currentOrgId, currentRoles)).toBe(expected);
  });
});
