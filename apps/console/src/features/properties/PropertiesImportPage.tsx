import {
  PROPERTY_TYPES,
  percentageInterestBasisPoints,
  propertyDraftSchema,
  propertyKey,
  type PropertyDraft,
} from "@hoa/validation";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useAllPages } from "../../api/all-pages";
import { listProperties, type Property } from "../../api/list-properties";
import { queryKeys } from "../../api/query-keys";
import { paths } from "../../config/paths";
import { choice, choiceAliases } from "../../lib/csv/cell-values";
import { importColumns } from "../../lib/csv/columns";
import type { ImportDefinition } from "../../lib/csv/import-preview";
import { DirectoryRead, ImportPage } from "../../lib/csv/ImportPage";
import { LazyCsvImport } from "../../lib/csv/LazyCsvImport";
import { importProperties } from "./api/import-properties";

const fields = [
  { ...importColumns.address, required: true },
  { ...importColumns.unit, required: true },
  importColumns.type,
  importColumns.percentageInterest,
] as const;
type PropertyField = (typeof fields)[number]["key"];

/** What the directory has of a property an import may change: its type and percentage interest. */
type Known = Pick<Property, "type" | "percentageInterestBasisPoints">;

/** Why a row changes nothing: the property is there with this type (and interest, when given). */
function unchanged(known: Known | undefined, draft: PropertyDraft): string | undefined {
  if (known?.type !== draft.type) return undefined;
  const interest = draft.percentageInterest;
  if (interest === undefined || interest === null) {
    return "Already in the directory, with this type";
  }
  return percentageInterestBasisPoints(interest) === known.percentageInterestBasisPoints
    ? "Already in the directory, with this type and percentage interest"
    : undefined;
}

/**
 * Properties are known by address and unit; one the directory has with the same type (and
 * percentage interest, when the row gives one) is no change. A blank interest leaves the
 * property's as it is.
 */
function propertiesImport(
  existing: ReadonlyMap<string, Known>,
): ImportDefinition<PropertyDraft, PropertyField> {
  return {
    fields,
    toInput: (cells) => ({
      address: cells.address,
      unit: cells.unit,
      type: choice(cells.type, PROPERTY_TYPES, choiceAliases.propertyType),
      ...(cells.percentageInterest === "" ? {} : { percentageInterest: cells.percentageInterest }),
    }),
    schema: propertyDraftSchema,
    identity: propertyKey,
    existing: (draft) => unchanged(existing.get(propertyKey(draft)), draft),
    sample:
      "address,unit,type,percentageInterest\r\n300 Maple Grove Lane,1A,Condo,0.85\r\n14 Birch Court,14,Single-family home,1.2\r\n",
  };
}

/** The import itself, for an administrator: the directory is read first. */
function PropertiesImport({ orgId }: { orgId: string }) {
  const queryClient = useQueryClient();
  // What the organization has, to say which rows change nothing.
  const known = useAllPages(queryKeys.properties.list, listProperties, orgId);
  const definition = useMemo(
    () =>
      propertiesImport(
        new Map((known.data ?? []).map((property) => [propertyKey(property), property])),
      ),
    [known.data],
  );
  return (
    <DirectoryRead reads={[known]}>
      <LazyCsvImport
        definition={definition}
        kind="properties"
        send={(rows, signal) => importProperties(orgId, rows, signal)}
        onFinished={() =>
          void queryClient.invalidateQueries({ queryKey: queryKeys.properties.all })
        }
      />
    </DirectoryRead>
  );
}

/** Imports properties from a CSV file: previewed and checked before anything is written. */
export default function PropertiesImportPage() {
  return (
    <ImportPage
      kind="properties"
      description="Add or update properties from a CSV file. Each row is checked before anything is saved; a property is known by its address and unit, so importing a file again adds nothing twice."
      back={{ href: paths.properties.href(), label: "Properties" }}
    >
      {(orgId) => <PropertiesImport orgId={orgId} />}
    </ImportPage>
  );
}
