import * as v from "valibot";
import { listOrder, listQuerySchema } from "./lists.js";
import { messages } from "./messages.js";
import { maxCharacters, requiredText } from "./schema.js";
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

/** A property as an administrator enters it: address and unit required, trimmed; a type. */
export const propertyDraftSchema = v.object(
  {
    address: boundedText(
      messages.addressRequired,
      messages.addressTooLong,
      PROPERTY_ADDRESS_MAX_LENGTH,
    ),
    unit: boundedText(messages.unitRequired, messages.unitTooLong, PROPERTY_UNIT_MAX_LENGTH),
    type: v.picklist(PROPERTY_TYPES, messages.propertyTypeInvalid),
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
