import {
  PROPERTY_TYPES,
  RESIDENT_RELATIONSHIPS,
  RESIDENT_STATUSES,
  emailKey,
  foldSearchText,
  messages,
  propertyDraftSchema,
  propertyKey,
  residentDraftSchema,
  residentNameKey,
  type PropertyDraft,
  type ResidentDraft,
} from "@hoa/validation";
import { choice, choiceAliases, yesNo } from "./cell-values";
import { importColumns } from "./columns";
import type { ImportDefinition } from "./import-preview";

/*
 * Residents and properties imports shaped like the directory's pages' own, over a small
 * organization, for the tests of the CSV machinery. Shared code never imports a feature (lint
 * enforces it), so these stand in here; the pages' own definitions are tested with their pages
 * (`features/people/ResidentsImportPage.test.tsx`, `features/properties/PropertiesImportPage.test.tsx`).
 */

export interface FakeProperty {
  id: string;
  address: string;
  unit: string;
}

export const fakeProperties: FakeProperty[] = [
  { id: "p-1a", address: "300 Maple Grove Lane", unit: "1A" },
  { id: "p-2b", address: "300 Maple Grove Lane", unit: "2B" },
  { id: "p-14", address: "14 Birch Court", unit: "14" },
];

const residentFields = [
  { ...importColumns.name, required: true },
  importColumns.email,
  importColumns.phone,
  { ...importColumns.unit, required: true },
  importColumns.relationship,
  importColumns.boardMember,
  importColumns.status,
] as const;

type ResidentField = (typeof residentFields)[number]["key"];

/** Residents: the unit names the property; an email already in the directory is refused. */
export function residentsDefinition(
  properties: readonly FakeProperty[] = fakeProperties,
  takenEmails: readonly string[] = [],
): ImportDefinition<ResidentDraft, ResidentField, Record<string, unknown> & { unit: string }> {
  const propertyIdByUnit = new Map(
    properties.map((property) => [foldSearchText(property.unit), property.id]),
  );
  const taken = new Set(takenEmails.map(emailKey));
  return {
    fields: residentFields,
    toInput: (cells) => ({
      name: cells.name,
      email: cells.email,
      phone: cells.phone,
      unit: cells.unit,
      relationship: choice(cells.relationship, RESIDENT_RELATIONSHIPS, choiceAliases.relationship),
      boardMember: yesNo(cells.boardMember),
      status: choice(cells.status, RESIDENT_STATUSES),
    }),
    resolve: ({ unit, ...input }) => {
      if (unit === "") return { problem: messages.unitRequired, field: "propertyId" };
      const propertyId = propertyIdByUnit.get(foldSearchText(unit));
      return propertyId
        ? { input: { ...input, propertyId } }
        : { problem: `No property has unit ${unit}`, field: "propertyId" };
    },
    schema: residentDraftSchema,
    identity: (draft) => (draft.email ? emailKey(draft.email) : residentNameKey(draft)),
    existing: (draft) =>
      draft.email && taken.has(emailKey(draft.email)) ? messages.residentEmailTaken : undefined,
    sample:
      "name,email,phone,unit,relationship,board member,status\r\nAna Lima,ana@example.org,(503) 555-0142,1A,Owner,no,Active\r\n",
  };
}

const propertyFields = [
  { ...importColumns.address, required: true },
  { ...importColumns.unit, required: true },
  importColumns.type,
] as const;

/** Properties: known by their address and unit. */
export function propertiesDefinition(): ImportDefinition<
  PropertyDraft,
  (typeof propertyFields)[number]["key"]
> {
  return {
    fields: propertyFields,
    toInput: (cells) => ({
      address: cells.address,
      unit: cells.unit,
      type: choice(cells.type, PROPERTY_TYPES, choiceAliases.propertyType),
    }),
    schema: propertyDraftSchema,
    identity: propertyKey,
    sample: "address,unit,type\r\n300 Maple Grove Lane,1A,Condo\r\n",
  };
}
