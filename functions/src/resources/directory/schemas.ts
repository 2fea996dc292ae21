import * as v from "valibot";

export const directorySummarySchema = v.pipe(
  v.object({
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
  }),
  v.metadata({ ref: "DirectorySummary" }),
);
export type DirectorySummary = v.InferOutput<typeof directorySummarySchema>;
