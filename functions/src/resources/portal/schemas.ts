import * as v from "valibot";
import { residentSchema } from "../residents/schemas.js";

/** One property of the caller's household, with everyone who lives there. */
export const householdPropertySchema = v.pipe(
  v.object({
    id: v.string(),
    address: v.string(),
    unit: v.string(),
    /**
     * The property's residents (the caller's own among them) as a member sees them: what a
     * resident hides from the directory is `null`, and so is every `accountUid`.
     */
    residents: v.array(residentSchema),
  }),
  v.metadata({ ref: "HouseholdProperty" }),
);
export type HouseholdProperty = v.InferOutput<typeof householdPropertySchema>;

/** `GET /api/orgs/{orgId}/me`: who the caller is in the directory, and their household. */
export const householdSchema = v.pipe(
  v.object({
    /** The residents linked to the caller's account, in full (as an administrator sees them). */
    residents: v.array(residentSchema),
    /** Each property where one of them lives. */
    properties: v.array(householdPropertySchema),
  }),
  v.metadata({ ref: "Household" }),
);
export type Household = v.InferOutput<typeof householdSchema>;
