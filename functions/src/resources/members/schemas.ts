import { ROLE_VALUES } from "@hoa/validation";
import * as v from "valibot";
import { timeSchema } from "../../http/openapi.js";

export const memberSchema = v.pipe(
  v.object({
    uid: v.string(),
    email: v.string(),
    displayName: v.string(),
    role: v.picklist(ROLE_VALUES),
    /** ISO 8601. */
    joinedAt: timeSchema,
    version: v.number(),
  }),
  v.metadata({ ref: "Member" }),
);

export type Member = v.InferOutput<typeof memberSchema>;
