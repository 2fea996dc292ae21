import * as v from "valibot";
import { namedObject } from "../../http/openapi.js";

export const directorySummarySchema = namedObject("DirectorySummary", {
  /** Every property on record; vacant and occupied ones are not archived. */
  properties: v.object({
    total: v.number(),
    occupied: v.number(),
    vacant: v.number(),
    archived: v.number(),
  }),
  residents: v.object({
    total: v.number(),
    active: v.number(),
    pending: v.number(),
    board: v.number(),
  }),
});
export type DirectorySummary = v.InferOutput<typeof directorySummarySchema>;
