import { type DataTableColumn } from "@hoa/ui";
import { PROPERTY_STATUSES, PROPERTY_TYPES, PROPERTY_LIST_ORDER } from "@hoa/validation";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useDirectorySummary } from "../../api/get-directory-summary";
import { listProperties, useProperties, type Property } from "../../api/list-properties";
import { paths } from "../../config/paths";
import type { CsvColumn } from "../../lib/csv/export-csv";
import { columnSort, defineList, filterOptions, sortChoices } from "../../lib/list-definition";
import { ListPage } from "../../lib/ListPage";
import { useOrganizationSession } from "../../lib/organization-session";
import { linkColumn } from "../../lib/TextLink";
import { PropertyFormDialog } from "./PropertyFormDialog";
import { PropertyStatusPill } from "./PropertyStatusPill";

const residentsText = (count: number) =>
  count === 0 ? "No residents" : count === 1 ? "1 resident" : `${count} residents`;

const columns: readonly DataTableColumn<Property>[] = [
  linkColumn("address", "Address", paths.property, { sort: columnSort("address") }),
  {
    id: "unit",
    header: "Unit",
    sort: columnSort("unit"),
    cell: (property) => property.unit,
    nowrap: true,
  },
  {
    id: "type",
    header: "Type",
    card: "meta",
    sort: columnSort("type"),
    cell: (property) => property.type,
  },
  {
    id: "residents",
    header: "Residents",
    cell: (property) => residentsText(property.residentCount),
    nowrap: true,
  },
  {
    id: "status",
    header: "Status",
    card: "meta",
    sort: columnSort("status"),
    cell: (property) => <PropertyStatusPill status={property.status} />,
  },
];

export const propertyCsvColumns: readonly CsvColumn<Property>[] = [
  { header: "Address", value: (property) => property.address },
  { header: "Unit", value: (property) => property.unit },
  { header: "Type", value: (property) => property.type },
  { header: "Status", value: (property) => property.status },
  { header: "Residents", value: (property) => property.residentCount },
];

const propertyList = defineList({
  noun: "properties",
  title: "All properties",
  useItems: useProperties,
  columns,
  filters: {
    type: { label: "Type", options: filterOptions("All types", PROPERTY_TYPES) },
    status: { label: "Status", options: filterOptions("Any status", PROPERTY_STATUSES) },
  },
  sorts: [
    ...sortChoices("address", "Address, A to Z", "Address, Z to A"),
    { value: "unit", label: "Unit" },
    { value: "type", label: "Type" },
    ...sortChoices("status", "Status, A to Z", "Status, Z to A"),
  ],
  order: PROPERTY_LIST_ORDER,
  searchPlaceholder: "Address or unit",
  empty: { icon: "building" },
  noMatchHint: "Try another address or unit, or show every type and status.",
  stats: {
    useSummary: (orgId) => useDirectorySummary(orgId).data?.properties,
    cards: [
      { label: "Properties", count: "total", icon: "home" },
      { label: "Occupied", count: "occupied", tone: "success", icon: "check" },
      { label: "Vacant", count: "vacant", tone: "warning", icon: "clock" },
      {
        label: "Archived",
        count: "archived",
        hint: "Kept for their ledger; no new charges",
        icon: "archive",
        onlyWhenAny: true,
      },
    ],
  },
  create: { label: "Add property" },
  exportCsv: { fetchPage: listProperties, columns: propertyCsvColumns, fileName: "properties" },
  importPath: paths.propertiesImport.href(),
});

/**
 * The organization's properties: every home, its type and whether someone lives there; archived
 * ones stay in the list (status Archived), found with the status filter.
 */
export default function PropertiesPage() {
  const { currentOrgId, organization, isOrganizationAdmin } = useOrganizationSession();
  const navigate = useNavigate();
  const [isAdding, setAdding] = useState(false);
  return (
    <ListPage
      list={propertyList}
      orgId={currentOrgId ?? ""}
      title="Properties"
      description={`Every home in ${organization?.name ?? "your community"}, and who lives there.`}
      csv={isOrganizationAdmin}
      onCreate={isOrganizationAdmin ? () => setAdding(true) : undefined}
    >
      <PropertyFormDialog
        open={isAdding}
        onClose={() => setAdding(false)}
        onSaved={(property) => void navigate(paths.property.href(property.id))}
      />
    </ListPage>
  );
}
