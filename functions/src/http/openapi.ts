import { resolver } from "hono-openapi";
import * as v from "valibot";

/**
 * A time as every answer carries it: ISO 8601 in UTC to the millisecond
 * (`2026-11-22T12:00:00.000Z`, what `Date.prototype.toISOString` writes), `format: date-time` in
 * the OpenAPI document.
 */
export const timeSchema = v.pipe(v.string(), v.isoTimestamp());

/**
 * An object schema the OpenAPI document names `ref` (one of its components, which operations
 * refer to).
 */
export const namedObject = <TEntries extends v.ObjectEntries>(ref: string, entries: TEntries) =>
  v.pipe(v.object(entries), v.metadata({ ref }));

/** The fields every versioned item answers with after its own (`versionAndTimes` reads them). */
export const versionedFields = {
  /** ISO 8601. */
  createdAt: timeSchema,
  /** ISO 8601. */
  updatedAt: timeSchema,
  version: v.number(),
};

/**
 * A versioned item of a collection, named `ref` in the document: its `id`, its own `entries`,
 * then its times and version (`versionedFields`).
 */
export const itemSchema = <TEntries extends v.ObjectEntries>(ref: string, entries: TEntries) =>
  namedObject(ref, { id: v.string(), ...entries, ...versionedFields });

/** Who made or did something, as items name a person: their account's uid and their name. */
export const personSchema = v.object({ uid: v.string(), name: v.string() });

/** A time zone as answered: always an IANA name, an organization's old code read as its zone. */
export const timeZoneSchema = v.pipe(
  v.string(),
  v.description("An IANA time zone name, e.g. America/Los_Angeles or America/Phoenix"),
);

/** `{error, fields?}`: every failure's body. */
export const errorBodySchema = v.pipe(
  v.object({
    error: v.string(),
    fields: v.optional(v.record(v.string(), v.string())),
  }),
  v.metadata({ ref: "Error" }),
);

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "The request was refused; `fields` names each refused field",
  401: "No valid ID token",
  403: "Not allowed for the caller",
  404: "No such item",
  405: "Method not allowed",
  409: "Conflicts with what exists",
  412: "The item changed since the version given in If-Match",
  413: "Body over 16 KiB",
  415: "Body not JSON",
  428: "If-Match missing",
  503: "A backing service is unavailable",
};

const json = (schema: v.GenericSchema) => ({
  "application/json": { schema: resolver(schema) },
});

/**
 * A required JSON request body of `schema`, for a route that checks its body itself
 * (`readBody`) rather than with `validateBody`, which documents its schema on its own.
 */
export const jsonRequestBody = (schema: v.GenericSchema) => ({
  required: true,
  content: json(schema),
});

/**
 * The responses of an operation: its success with `{data: <schema>}` and its failures, each with
 * the usual description unless `descriptions` says more (the messages a 400 can carry, say).
 */
export function responses(
  success: { status?: 200 | 201; description: string; data: v.GenericSchema },
  failures: readonly (keyof typeof ERROR_DESCRIPTIONS)[],
  descriptions: Partial<Record<keyof typeof ERROR_DESCRIPTIONS, string>> = {},
) {
  const entries: Record<string, { description: string; content: ReturnType<typeof json> }> = {
    [String(success.status ?? 200)]: {
      description: success.description,
      content: json(v.object({ data: success.data })),
    },
  };
  for (const status of [...failures, 503]) {
    entries[String(status)] = {
      description: descriptions[status] ?? ERROR_DESCRIPTIONS[status] ?? "Failure",
      content: json(errorBodySchema),
    };
  }
  return entries;
}

/** The `{items, nextCursor}` page of a list of `item`. */
export const pageOf = (item: v.GenericSchema) =>
  v.object({ items: v.array(item), nextCursor: v.nullable(v.string()) });

/** The security requirement of every route but the document itself and the links' routes. */
export const bearer = [{ bearerAuth: [] }];

/**
 * The security requirement of a route a link reaches without sign-in (a download, an album's
 * files, a calendar feed): none, the secret token in its path is the permission.
 */
export const linkOnly: [] = [];

/** What a `DELETE` answers: the id of the item it removed. */
export const deletedItemSchema = namedObject("DeletedItem", { id: v.string() });

/** The `If-Match` header `PATCH` and `DELETE` need. */
export const ifMatchHeader = [
  { name: "If-Match", in: "header" as const, required: true, schema: { type: "string" as const } },
];
