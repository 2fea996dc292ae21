import { ROLE_VALUES } from "@hoa/validation";
import * as v from "valibot";

export const memberSchema = v.pipe(
  v.object({
    uid: v.string(),
    email: v.string(),
    displayName: v.string(),
    role: v.picklist(ROLE_VALUES),
    /** ISO 8601. */
    joinedAt: v.string(),
    version: v.number(),
  }),
  v.metadata({ ref: "Member" }),
);

export type Member = v.InferOutput<typeof memberSchema>;
