import { preferencesOf } from "@hoa/validation";
import type { Organization } from "../api/get-organization";
import type { Resident } from "../api/list-residents";
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

/** A resident as the API answers it (an owner of 300 Maple Grove Lane, 2B), with the given fields. */
export const residentFixture = (
  id: string,
  name: string,
  extra: Partial<Resident> = {},
): Resident => ({
  id,
  name,
  email: `${id}@example.org`,
  phone: "+15035550142",
  propertyId: "p-1",
  address: "300 Maple Grove Lane",
  unit: "2B",
  relationship: "Owner",
  boardMember: false,
  status: "Active",
  privacy: { hideEmail: false, hidePhone: false },
  emailOptOut: false,
  reminderOptOut: false,
  accountUid: null,
  createdAt: "2026-03-01T12:00:00.000Z",
  updatedAt: "2026-03-01T12:00:00.000Z",
  version: 1,
  ...extra,
});
