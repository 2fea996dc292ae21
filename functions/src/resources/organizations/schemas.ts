import * as v from "valibot";

export const organizationSchema = v.pipe(
  v.object({
    id: v.string(),
    name: v.string(),
    description: v.string(),
    createdBy: v.string(),
    /** ISO 8601. */
    createdAt: v.string(),
    version: v.number(),
  }),
  v.metadata({ ref: "Organization" }),
);

/** `users/{uid}/roles/roles` as the API returns it; a field the record lacks is null. */
export const rolesSchema = v.pipe(
  v.object({
    orgId: v.nullable(v.string()),
    role: v.nullable(v.string()),
    permissions: v.array(v.string()),
  }),
  v.metadata({ ref: "Roles" }),
);

export type Organization = v.InferOutput<typeof organizationSchema>;
export type RolesRecord = v.InferOutput<typeof rolesSchema>;
