import {
  RESIDENT_RELATIONSHIPS,
  RESIDENT_STATUSES,
  emailKey,
  foldSearchText,
  propertyKey,
  residentDraftSchema,
  residentNameKey,
  type ResidentDraft,
} from "@hoa/validation";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useAllPages } from "../../api/all-pages";
import { invalidateEach } from "../../api/item-mutation";
import { listProperties, type Property } from "../../api/list-properties";
import { listResidents, type Resident } from "../../api/list-residents";
import { queryKeys } from "../../api/query-keys";
import { paths } from "../../config/paths";
import { choice, choiceAliases, yesNo } from "../../lib/csv/cell-values";
import { importColumns } from "../../lib/csv/columns";
import type { ImportDefinition } from "../../lib/csv/import-preview";
import { DirectoryRead, ImportPage } from "../../lib/csv/ImportPage";
import { LazyCsvImport } from "../../lib/csv/LazyCsvImport";
import { importResidents } from "./api/import-residents";
import { residentChangeKeys } from "../../api/save-resident";

const fields = [
  { ...importColumns.name, required: true },
  importColumns.email,
  importColumns.phone,
  { ...importColumns.unit, required: true },
  importColumns.address,
  importColumns.relationship,
  importColumns.boardMember,
  importColumns.status,
  {
    key: "emailOptOut",
    label: "Email opt-out",
    aliases: ["email opt-out", "email opt out", "opted out", "non-urgent email opt-out"],
  },
] as const;
type ResidentField = (typeof fields)[number]["key"];
type ResidentInput = Record<string, unknown> & { unit: string; address: string };

/** Where a row's unit (and address, when the file has one) is, among the properties. */
function propertyFinder(properties: readonly Property[]) {
  const byKey = new Map(properties.map((property) => [propertyKey(property), property.id]));
  const byUnit = new Map<string, string[]>();
  for (const property of properties) {
    const unit = foldSearchText(property.unit);
    byUnit.set(unit, [...(byUnit.get(unit) ?? []), property.id]);
  }
  return ({ unit, address }: { unit: string; address: string }) => {
    if (address !== "") {
      const id = byKey.get(propertyKey({ address, unit }));
      return id ? { id } : { problem: `No property is at ${address}, unit ${unit}` };
    }
    const ids = byUnit.get(foldSearchText(unit)) ?? [];
    if (ids.length === 1) return { id: ids[0]! };
    return ids.length === 0
      ? { problem: `No property has unit ${unit}` }
      : { problem: `Unit ${unit} is in ${ids.length} buildings: add an Address column` };
  };
}

/** A row is one resident by email, or by name at their property when it has none. */
const identityOf = (row: ResidentDraft) => (row.email ? emailKey(row.email) : residentNameKey(row));

/** Whether importing the row would change nothing (a blank email or phone keeps the one on file). */
const sameResident = (known: Resident, row: ResidentDraft) =>
  known.name === row.name &&
  known.propertyId === row.propertyId &&
  known.relationship === row.relationship &&
  known.boardMember === row.boardMember &&
  known.status === row.status &&
  (row.email === "" || known.email === row.email) &&
  (row.phone === "" || known.phone === row.phone) &&
  // A file may record an opt-out of non-urgent email, never undo one.
  (!row.emailOptOut || known.emailOptOut);

/**
 * Residents: the unit (with the address when units repeat across buildings) names the property;
 * a resident is known by email, or by name at their property when they have none.
 */
function residentsImport(
  properties: readonly Property[],
  residents: readonly Resident[],
): ImportDefinition<ResidentDraft, ResidentField, ResidentInput> {
  const findProperty = propertyFinder(properties);
  const byEmail = new Map(
    residents.flatMap((resident) => (resident.email ? [[emailKey(resident.email), resident]] : [])),
  );
  const byName = new Map(residents.map((resident) => [residentNameKey(resident), resident]));
  return {
    fields,
    toInput: (cells) => ({
      name: cells.name,
      email: cells.email,
      phone: cells.phone,
      unit: cells.unit,
      address: cells.address,
      relationship: choice(cells.relationship, RESIDENT_RELATIONSHIPS, choiceAliases.relationship),
      boardMember: yesNo(cells.boardMember),
      status: choice(cells.status, RESIDENT_STATUSES),
      emailOptOut: yesNo(cells.emailOptOut),
    }),
    resolve: ({ unit, address, ...input }) => {
      const found = findProperty({ unit, address });
      return "id" in found
        ? { input: { ...input, propertyId: found.id } }
        : { problem: found.problem, field: "propertyId" };
    },
    schema: residentDraftSchema,
    identity: identityOf,
    existing: (draft) => {
      const known = draft.email
        ? byEmail.get(emailKey(draft.email))
        : byName.get(residentNameKey(draft));
      return known && sameResident(known, draft)
        ? "Already in the directory, unchanged"
        : undefined;
    },
    sample:
      "name,email,phone,unit,address,relationship,board member,status\r\n" +
      "Ana Lima,ana.lima@example.org,(503) 555-0142,2B,300 Maple Grove Lane,Owner,no,Active\r\n" +
      "Ben Ortiz,,,14,14 Birch Court,Tenant,yes,Pending\r\n",
  };
}

/** The import itself, for an administrator: the directory is read first. */
function ResidentsImport({ orgId }: { orgId: string }) {
  const queryClient = useQueryClient();
  // Every property and resident, so each row's unit is matched and a row that changes nothing is
  // said to before anything is sent.
  const properties = useAllPages(queryKeys.properties.list, listProperties, orgId);
  const residents = useAllPages(queryKeys.residents.list, listResidents, orgId);
  const definition = useMemo(
    () => residentsImport(properties.data ?? [], residents.data ?? []),
    [properties.data, residents.data],
  );
  return (
    <DirectoryRead reads={[properties, residents]}>
      <LazyCsvImport
        definition={definition}
        kind="residents"
        send={(rows, signal) => importResidents(orgId, rows, signal)}
        onFinished={() => void invalidateEach(queryClient, residentChangeKeys)}
      />
    </DirectoryRead>
  );
}

/** Imports residents from a CSV file: previewed and checked before anything is written. */
export default function ResidentsImportPage() {
  return (
    <ImportPage
      kind="residents"
      description="Add or update residents from a CSV file. Each row is checked before anything is saved; a resident is known by email (or by name at their property), so importing a file again adds nobody twice. Directory privacy choices are never changed by an import; an optional email opt-out column (yes/no) records residents who want no non-urgent email, and never undoes an opt-out."
      back={{ href: paths.people.href(), label: "People" }}
    >
      {(orgId) => <ResidentsImport orgId={orgId} />}
    </ImportPage>
  );
}
