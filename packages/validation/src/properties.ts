import * as v from "valibot";
import { parsePercentage, percentageText } from "./basis-points.js";
import { listOrder, listQuerySchema } from "./lists.js";
import { messages } from "./messages.js";
import { maxCharacters, requiredText, text } from "./schema.js";
import { foldSearchText, searchKeywords } from "./search.js";

/** The property types of the specification, and the single-family home real HOAs need. */
export const PROPERTY_TYPES = ["Condo", "Apartment", "Townhouse", "Single-family home"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** A property is Occupied when at least one resident lives there; the server keeps it true. */
export const OCCUPANCY_STATUSES = ["Occupied", "Vacant"] as const;
export type OccupancyStatus = (typeof OCCUPANCY_STATUSES)[number];

/**
 * An archived property (sold off, merged, demolished) keeps its ledger and balance but gets no
 * new charges or residents: its status says so instead of its occupancy, so the list's status
 * filter and sort find it with the indexes they already have.
 */
export const ARCHIVED_STATUS = "Archived";
export const PROPERTY_STATUSES = [...OCCUPANCY_STATUSES, ARCHIVED_STATUS] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const PROPERTY_ADDRESS_MAX_LENGTH = 200;
export const PROPERTY_UNIT_MAX_LENGTH = 20;

const boundedText = (required: string, tooLong: string, max: number) =>
  v.pipe(requiredText(required), maxCharacters(max, tooLong));

/**
 * A property's percentage interest as typed ("0.85", "12.5%") in whole basis points, 1 to 10,000
 * (0.01% to 100%); null when it is none (blank) or not one.
 */
export function percentageInterestBasisPoints(typed: string): number | null {
  const basisPoints = parsePercentage(typed);
  return basisPoints !== null && basisPoints > 0 ? basisPoints : null;
}

/**
 * The share of the association the governing documents give a property, as a percentage of at
 * most two decimals, more than 0 and at most 100 ("0.85", "12.5%"): kept as its plain text
 * ("0.85"); blank or null is none. Weighted votes count it.
 */
const percentageInterest = v.optional(
  v.pipe(
    v.nullable(text(messages.percentageInterestInvalid)),
    v.transform((typed) => (typed ?? "").trim()),
    v.check(
      (typed) => typed === "" || percentageInterestBasisPoints(typed) !== null,
      messages.percentageInterestInvalid,
    ),
    v.transform((typed) => {
      const basisPoints = typed === "" ? null : percentageInterestBasisPoints(typed);
      return basisPoints === null ? null : percentageText(basisPoints);
    }),
  ),
);

/**
 * A property as an administrator enters it: address and unit required, trimmed; a type; and,
 * optionally, its percentage interest (left out: unchanged on an update, none on a create).
 */
export const propertyDraftSchema = v.object(
  {
    address: boundedText(
      messages.addressRequired,
      messages.addressTooLong,
      PROPERTY_ADDRESS_MAX_LENGTH,
    ),
    unit: boundedText(messages.unitRequired, messages.unitTooLong, PROPERTY_UNIT_MAX_LENGTH),
    type: v.picklist(PROPERTY_TYPES, messages.propertyTypeInvalid),
    percentageInterest,
  },
  messages.requestBodyNotObject,
);
export type PropertyDraft = v.InferOutput<typeof propertyDraftSchema>;

/** `POST /api/orgs/{orgId}/properties`. */
export const createPropertyRequestSchema = propertyDraftSchema;

/** `PATCH /api/orgs/{orgId}/properties/{propertyId}`: any of the fields. */
export const updatePropertyRequestSchema = v.partial(propertyDraftSchema);
export type UpdatePropertyRequest = v.InferOutput<typeof updatePropertyRequestSchema>;

export const PROPERTY_LIST_SORTS = [
  "address",
  "-address",
  "unit",
  "-unit",
  "type",
  "-type",
  "status",
  "-status",
] as const;

/** By address (default), unit, type or status; by address while filtered, A to Z while searched. */
export const PROPERTY_LIST_ORDER = listOrder({
  sorts: PROPERTY_LIST_SORTS,
  defaultSort: "address",
  filteredSorts: ["address", "-address"],
});

/** `GET /api/orgs/{orgId}/properties`: by address (default), unit, type or status; searchable. */
export const propertyListQuerySchema = listQuerySchema({
  order: PROPERTY_LIST_ORDER,
  searchable: true,
  filters: { type: PROPERTY_TYPES, status: PROPERTY_STATUSES },
});

/**
 * What makes two properties the same one: the address and the unit compared without case,
 * accents or punctuation ("12 Oak St., 2b" is "12 oak st 2b"). One organization has each once.
 */
export function propertyKey(property: { address: string; unit: string }): string {
  return `${foldSearchText(property.address)}|${foldSearchText(property.unit)}`;
}

/** "14 Birch Court" for a house numbered in its address, "300 Maple Grove Lane, 2B" otherwise. */
export function propertyLabel(property: { address: string; unit: string }): string {
  return property.address.startsWith(`${property.unit} `)
    ? property.address
    : `${property.address}, ${property.unit}`;
}

/** The words a property is found by: its address and its unit. */
export function propertyKeywords(property: { address: string; unit: string }): string[] {
  return searchKeywords([property.address, property.unit]);
}
