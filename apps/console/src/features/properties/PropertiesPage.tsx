import {
  Button,
  Icon,
  Page,
  PageHeader,
  StatCard,
  StatGrid,
  buttonClassName,
  textLinkClassName,
  plainOptions,
  type DataTableColumn,
  type SelectOption,
} from "@hoa/ui";
import {
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PropertyStatus,
  type PropertyType,
  PROPERTY_LIST_ORDER,
} from "@hoa/validation";
import { useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { fetchAllPages } from "../../api/all-pages";
import { useDirectorySummary } from "../../api/get-directory-summary";
import {
  listProperties,
  useProperties,
  type Property,
  type PropertyListQuery,
} from "../../api/list-properties";
import { paths } from "../../config/paths";
import type { CsvColumn } from "../../lib/csv/export-csv";
import { ExportCsvButton } from "../../lib/ExportCsvButton";
import { useListParams } from "../../lib/list-params";
import { useOrganizationSession } from "../../lib/organization-session";
import { PagedTable } from "../../lib/PagedTable";
import { PropertyFormDialog } from "./PropertyFormDialog";
import { PropertyStatusPill } from "./PropertyStatusPill";

type PropertySort = NonNullable<PropertyListQuery["sort"]>;

const sortOptions: readonly SelectOption<PropertySort>[] = [
  { value: "address", label: "Address, A to Z" },
  { value: "-address", label: "Address, Z to A" },
  { value: "unit", label: "Unit" },
  { value: "type", label: "Type" },
  { value: "status", label: "Status, A to Z" },
  { value: "-status", label: "Status, Z to A" },
];
const typeOptions: readonly SelectOption<PropertyType | "">[] = [
  { value: "", label: "All types" },
  ...plainOptions(PROPERTY_TYPES),
];
const statusOptions: readonly SelectOption<PropertyStatus | "">[] = [
  { value: "", label: "Any status" },
  ...plainOptions(PROPERTY_STATUSES),
];

const residentsText = (count: number) =>
  count === 0 ? "No residents" : count === 1 ? "1 resident" : `${count} residents`;

const columns: readonly DataTableColumn<Property>[] = [
  {
    id: "address",
    header: "Address",
    sort: { ascending: "address", descending: "-address" },
    cell: (property) => (
      <Link className={textLinkClassName} to={paths.property.href(property.id)}>
        {property.address}
      </Link>
    ),
  },
  {
    id: "unit",
    header: "Unit",
    sort: { ascending: "unit", descending: "-unit" },
    cell: (property) => property.unit,
    nowrap: true,
  },
  {
    id: "type",
    header: "Type",
    card: "meta",
    sort: { ascending: "type", descending: "-type" },
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
    sort: { ascending: "status", descending: "-status" },
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

/**
 * The organization's properties: every home, its type and whether someone lives there; archived
 * ones stay in the list (status Archived), found with the status filter.
 */
export default function PropertiesPage() {
  const { currentOrgId, organization, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const navigate = useNavigate();
  const list = useListParams({
    filters: { type: typeOptions, status: statusOptions },
    sorts: sortOptions,
    order: PROPERTY_LIST_ORDER,
  });
  const summary = useDirectorySummary(orgId).data?.properties;
  const [isAdding, setAdding] = useState(false);
  const { cursor: _cursor, ...criteria } = list.query;

  return (
    <Page>
      <PageHeader
        title="Properties"
        description={`Every home in ${organization?.name ?? "your community"}, and who lives there.`}
        actions={
          isOrganizationAdmin ? (
            <>
              <ExportCsvButton
                readAll={(onProgress) =>
                  fetchAllPages(listProperties, orgId, criteria, { onProgress })
                }
                columns={propertyCsvColumns}
                fileName="properties"
                itemsLabel="properties"
              />
              <Link
                className={buttonClassName({ variant: "secondary" })}
                to={paths.propertiesImport.href()}
              >
                <Icon name="upload" size={18} />
                Import
              </Link>
              <Button icon={<Icon name="plus" size={18} />} onClick={() => setAdding(true)}>
                Add property
              </Button>
            </>
          ) : null
        }
      />
      <StatGrid>
        <StatCard
          label="Properties"
          value={summary?.total ?? "—"}
          icon={<Icon name="home" size={16} />}
        />
        <StatCard
          label="Occupied"
          value={summary?.occupied ?? "—"}
          tone="success"
          icon={<Icon name="check" size={16} />}
        />
        <StatCard
          label="Vacant"
          value={summary?.vacant ?? "—"}
          tone="warning"
          icon={<Icon name="clock" size={16} />}
        />
        {summary && summary.archived > 0 ? (
          <StatCard
            label="Archived"
            value={summary.archived}
            hint="Kept for their ledger; no new charges"
            icon={<Icon name="archive" size={16} />}
          />
        ) : null}
      </StatGrid>
      <PagedTable
        title="All properties"
        list={list}
        result={useProperties(orgId, list.query)}
        columns={columns}
        rowKey={(property) => property.id}
        search={{ label: "Search properties", placeholder: "Address or unit" }}
        filterLabels={{ type: "Type", status: "Status" }}
        errorTitle="The properties could not be loaded"
        empty={{ icon: <Icon name="building" />, title: "No properties yet" }}
        noMatch={{
          title: "No properties match",
          description: "Try another address or unit, or show every type and status.",
        }}
      />
      <PropertyFormDialog
        open={isAdding}
        onClose={() => setAdding(false)}
        onSaved={(property) => void navigate(paths.property.href(property.id))}
      />
    </Page>
  );
}
