import { ErrorState, Loader, Note, Page, PageHeader } from "@hoa/ui";
import {
  PROPERTY_TYPES,
  propertyDraftSchema,
  propertyKey,
  type PropertyDraft,
} from "@hoa/validation";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { fetchAllPages } from "../../api/all-pages";
import { listProperties } from "../../api/list-properties";
import { queryKeys } from "../../api/query-keys";
import { paths } from "../../config/paths";
import { choice, choiceAliases } from "../../lib/csv/cell-values";
import { importColumns } from "../../lib/csv/columns";
import type { ImportDefinition } from "../../lib/csv/import-preview";
import { LazyCsvImport } from "../../lib/csv/LazyCsvImport";
import { useOrganizationSession } from "../../lib/organization-session";
import { backLinkTo } from "../../lib/TextLink";
import { importProperties } from "./api/import-properties";

const fields = [
  { ...importColumns.address, required: true },
  { ...importColumns.unit, required: true },
  importColumns.type,
] as const;
type PropertyField = (typeof fields)[number]["key"];

/** Properties are known by address and unit; one the directory has with the same type is no change. */
function propertiesImport(
  existing: ReadonlyMap<string, PropertyDraft["type"]>,
): ImportDefinition<PropertyDraft, PropertyField> {
  return {
    fields,
    toInput: (cells) => ({
      address: cells.address,
      unit: cells.unit,
      type: choice(cells.type, PROPERTY_TYPES, choiceAliases.propertyType),
    }),
    schema: propertyDraftSchema,
    identity: propertyKey,
    existing: (draft) =>
      existing.get(propertyKey(draft)) === draft.type
        ? "Already in the directory, with this type"
        : undefined,
    sample:
      "address,unit,type\r\n300 Maple Grove Lane,1A,Condo\r\n14 Birch Court,14,Single-family home\r\n",
  };
}

/** The import itself, for an administrator: the directory is read first. */
function PropertiesImport({ orgId }: { orgId: string }) {
  const queryClient = useQueryClient();
  // What the organization has, to say which rows change nothing.
  const known = useQuery({
    queryKey: [...queryKeys.properties.list(orgId, { all: true })],
    queryFn: ({ signal }) => fetchAllPages(listProperties, orgId, {}, { signal }),
    staleTime: 0,
  });
  const definition = useMemo(
    () =>
      propertiesImport(
        new Map((known.data ?? []).map((property) => [propertyKey(property), property.type])),
      ),
    [known.data],
  );
  if (known.isError) {
    return (
      <ErrorState
        title="The directory could not be loaded"
        message={known.error.message}
        onRetry={() => void known.refetch()}
        retrying={known.isFetching}
      />
    );
  }
  if (known.isPending) return <Loader label="Loading the directory..." fullScreen={false} />;
  return (
    <LazyCsvImport
      definition={definition}
      kind="properties"
      send={(rows, signal) => importProperties(orgId, rows, signal)}
      onFinished={() => void queryClient.invalidateQueries({ queryKey: queryKeys.properties.all })}
    />
  );
}

/**
 * Imports properties from a CSV file: previewed and checked before anything is written.
 * Administrators only; a member who opens the address is told so, and nothing is read.
 */
export default function PropertiesImportPage() {
  const { currentOrgId, isOrganizationAdmin } = useOrganizationSession();
  return (
    <Page>
      <PageHeader
        title="Import properties"
        description="Add or update properties from a CSV file. Each row is checked before anything is saved; a property is known by its address and unit, so importing a file again adds nothing twice."
        backLink={backLinkTo(paths.properties.href(), "Properties")}
      />
      {isOrganizationAdmin ? (
        <PropertiesImport orgId={currentOrgId ?? ""} />
      ) : (
        <Note>Only administrators import properties.</Note>
      )}
    </Page>
  );
}
