import * as v from "valibot";
import { messages } from "./messages.js";
import { propertyDraftSchema } from "./properties.js";
import { IMPORT_ROWS_MAX } from "./lists.js";
import { residentDraftSchema } from "./residents.js";

/** The CSV line a row came from (the header is line 1), so the report can point at it. */
const lineSchema = v.pipe(
  v.number(messages.importLineInvalid),
  v.integer(messages.importLineInvalid),
  v.minValue(2, messages.importLineInvalid),
);

const rowsOf = <TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.object(
    {
      rows: v.pipe(
        v.array(
          v.object({ line: lineSchema, ...entries }, messages.requestBodyNotObject),
          messages.importRowsInvalid,
        ),
        v.minLength(1, messages.importRowsInvalid),
        v.maxLength(IMPORT_ROWS_MAX, messages.importRowsInvalid),
      ),
    },
    messages.requestBodyNotObject,
  );

/**
 * `POST /api/orgs/{orgId}/properties/import`: up to 100 rows of a CSV file, checked in the
 * browser first and by the server again. A property that exists (same address and unit) is
 * updated or skipped, never made twice, so sending the same rows again creates nothing.
 */
export const importPropertiesRequestSchema = rowsOf(propertyDraftSchema.entries);
export type ImportPropertiesRequest = v.InferOutput<typeof importPropertiesRequestSchema>;

/**
 * `POST /api/orgs/{orgId}/residents/import`: up to 100 rows, each a resident with the property
 * the browser matched its unit to. A resident is recognised by email, or without one by name at
 * the same property; sending the same rows again creates nothing.
 */
export const importResidentsRequestSchema = rowsOf(residentDraftSchema.entries);
export type ImportResidentsRequest = v.InferOutput<typeof importResidentsRequestSchema>;

/** What the import did with one row. */
export const IMPORT_OUTCOMES = ["created", "updated", "skipped"] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
