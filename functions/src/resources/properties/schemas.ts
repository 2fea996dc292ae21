import { IMPORT_OUTCOMES, PROPERTY_STATUSES, PROPERTY_TYPES } from "@hoa/validation";
import * as v from "valibot";
import { timeSchema, itemSchema, namedObject } from "../../http/openapi.js";

export const propertySchema = itemSchema("Property", {
  address: v.string(),
  unit: v.string(),
  type: v.picklist(PROPERTY_TYPES),
  /**
   * Occupied when `residentCount` > 0, kept by the server on every resident change; Archived
   * from its archiving to its restoring (no residents, no new charges, its ledger kept).
   */
  status: v.picklist(PROPERTY_STATUSES),
  residentCount: v.number(),
  /**
   * The share of the association its governing documents give the property, in basis points
   * (85 is 0.85%; requests send it as `percentageInterest`, the percentage as typed), or null when
   * none is entered. A vote weighted by percentage interest counts it.
   */
  percentageInterestBasisPoints: v.nullable(v.number()),
  /** ISO 8601 when archived, otherwise null. */
  archivedAt: v.nullable(timeSchema),
});
export type Property = v.InferOutput<typeof propertySchema>;

/** What an import did with each row it was sent, and the totals. */
export const importReportSchema = namedObject("ImportReport", {
  created: v.number(),
  updated: v.number(),
  skipped: v.number(),
  rows: v.array(
    v.object({
      line: v.number(),
      outcome: v.picklist(IMPORT_OUTCOMES),
      /** The item created or updated (also the existing one when skipped as unchanged). */
      id: v.nullable(v.string()),
      /** Why a row was skipped ("unchanged", or the reason it could not be written). */
      reason: v.nullable(v.string()),
    }),
  ),
});
export type ImportReport = v.InferOutput<typeof importReportSchema>;
