import { preferencesOf } from "@hoa/validation";
import type { Organization } from "../api/get-organization";
import type { Roles } from "../api/get-roles";

/** A whole organization as the API answers it, with the given fields. */
export const organizationFixture = (
  fields: Pick<Organization, "id" | "name"> & Partial<Organization>,
): Organization => ({
  description: "",
  createdBy: "someone",
  createdAt: "2026-01-01T00:00:00.000Z",
  version: 1,
  ...preferencesOf({}),
  ...fields,
});

/** A roles record as the API answers it: absent fields are null, permissions a list. */
export const rolesFixture = (fields: Partial<Roles>): Roles => ({
  orgId: null,
  role: null,
  permissions: [],
  ...fields,
});
