import {
  Button,
  ConfirmDialog,
  Icon,
  Note,
  Page,
  PageHeader,
  StatCard,
  StatGrid,
  buttonClassName,
  notify,
  plainOptions,
  textLinkClassName,
  type DataTableColumn,
  type SelectOption,
} from "@hoa/ui";
import {
  RESIDENT_STATUSES,
  propertyLabel,
  type ResidentRelationship,
  type ResidentStatus,
  RESIDENT_LIST_ORDER,
} from "@hoa/validation";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { fetchAllPages } from "../../api/all-pages";
import { useDirectorySummary } from "../../api/get-directory-summary";
import {
  listResidents,
  useResidents,
  type Resident,
  type ResidentListQuery,
} from "../../api/list-residents";
import { paths } from "../../config/paths";
import type { CsvColumn } from "../../lib/csv/export-csv";
import { ExportCsvButton } from "../../lib/ExportCsvButton";
import { useListParams } from "../../lib/list-params";
import { useOrganizationSession } from "../../lib/organization-session";
import { PagedTable } from "../../lib/PagedTable";
import { useDeleteResident } from "./api/delete-resident";
import { PeopleTabs } from "./PeopleTabs";
import { ContactLines } from "./ResidentContact";
import { ResidentFormDialog } from "./ResidentFormDialog";
import { ResidentStatusPill } from "./ResidentStatusPill";

type ResidentSort = NonNullable<ResidentListQuery["sort"]>;

const sortOptions: readonly SelectOption<ResidentSort>[] = [
  { value: "name", label: "Name, A to Z" },
  { value: "-name", label: "Name, Z to A" },
  { value: "unit", label: "Unit" },
  { value: "status", label: "Active first" },
  { value: "-status", label: "Pending first" },
];
const statusOptions: readonly SelectOption<ResidentStatus | "">[] = [
  { value: "", label: "Any status" },
  ...plainOptions(RESIDENT_STATUSES),
];
const relationshipOptions: readonly SelectOption<ResidentRelationship | "">[] = [
  { value: "", label: "Everyone" },
  { value: "Owner", label: "Owners" },
  { value: "Tenant", label: "Tenants" },
  { value: "Other", label: "Others" },
];
const boardOptions: readonly SelectOption<"" | "yes" | "no">[] = [
  { value: "", label: "Board or not" },
  { value: "yes", label: "Board members" },
  { value: "no", label: "Not on the board" },
];

const columns: readonly DataTableColumn<Resident>[] = [
  {
    id: "name",
    header: "Name",
    sort: { ascending: "name", descending: "-name" },
    cell: (resident) => (
      <span className="ui-stacked-text">
        <Link className={textLinkClassName} to={paths.resident.href(resident.id)}>
          {resident.name}
        </Link>
        <span className="ui-stacked-text__secondary">
          {resident.relationship}
          {resident.boardMember ? " · Board member" : ""}
        </span>
      </span>
    ),
  },
  {
    id: "unit",
    header: "Unit",
    sort: { ascending: "unit", descending: "-unit" },
    cell: (resident) => (
      <span className="ui-stacked-text">
        <span>{resident.unit}</span>
        <span className="ui-stacked-text__secondary">{resident.address}</span>
      </span>
    ),
  },
  {
    id: "contact",
    header: "Contact",
    cell: (resident) => <ContactLines resident={resident} />,
  },
  {
    id: "status",
    header: "Status",
    card: "meta",
    sort: { ascending: "status", descending: "-status" },
    cell: (resident) => <ResidentStatusPill status={resident.status} />,
  },
];

const yesNo = (value: boolean) => (value ? "Yes" : "No");

export const residentCsvColumns: readonly CsvColumn<Resident>[] = [
  { header: "Name", value: (resident) => resident.name },
  { header: "Email", value: (resident) => resident.email ?? "" },
  { header: "Phone", value: (resident) => resident.phone ?? "" },
  { header: "Address", value: (resident) => resident.address },
  { header: "Unit", value: (resident) => resident.unit },
  { header: "Relationship", value: (resident) => resident.relationship },
  { header: "Board member", value: (resident) => yesNo(resident.boardMember) },
  { header: "Status", value: (resident) => resident.status },
  { header: "Hide email", value: (resident) => yesNo(resident.privacy.hideEmail) },
  { header: "Hide phone", value: (resident) => yesNo(resident.privacy.hidePhone) },
];

type Dialog = { kind: "add" } | { kind: "edit" | "remove"; resident: Resident } | null;

/** The residents directory: everyone who lives in the community, and how to reach them. */
export default function ResidentsPage() {
  const { currentOrgId, organization, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const navigate = useNavigate();
  const list = useListParams({
    filters: { status: statusOptions, relationship: relationshipOptions, board: boardOptions },
    sorts: sortOptions,
    order: RESIDENT_LIST_ORDER,
  });
  const summary = useDirectorySummary(orgId).data?.residents;
  const deleteResident = useDeleteResident(orgId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { cursor: _cursor, ...criteria } = list.query;

  const shownColumns = useMemo<readonly DataTableColumn<Resident>[]>(
    () =>
      isOrganizationAdmin
        ? [
            ...columns,
            {
              id: "actions",
              header: "Actions",
              card: "action",
              align: "end",
              cell: (resident) => (
                <span className="ui-row-actions">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit ${resident.name}`}
                    onClick={() => setDialog({ kind: "edit", resident })}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<Icon name="trash" size={16} />}
                    aria-label={`Remove ${resident.name}`}
                    title={`Remove ${resident.name}`}
                    onClick={() => setDialog({ kind: "remove", resident })}
                  />
                </span>
              ),
            },
          ]
        : columns,
    [isOrganizationAdmin],
  );

  const removing = dialog?.kind === "remove" ? dialog.resident : null;
  const remove = () => {
    if (!removing) return;
    // The row goes at once; a refusal puts it back and says why (see the hook).
    deleteResident.mutate(removing, {
      onSuccess: () => notify.success(`${removing.name} was removed.`, { id: "delete-resident" }),
    });
    setDialog(null);
  };

  return (
    <Page>
      <PageHeader
        title="People"
        description={`Everyone who lives in ${organization?.name ?? "your community"}, with how to reach them.`}
        actions={
          isOrganizationAdmin ? (
            <>
              <ExportCsvButton
                readAll={(onProgress) =>
                  fetchAllPages(listResidents, orgId, criteria, { onProgress })
                }
                columns={residentCsvColumns}
                fileName="residents"
                itemsLabel="residents"
              />
              <Link
                className={buttonClassName({ variant: "secondary" })}
                to={paths.peopleImport.href()}
              >
                <Icon name="upload" size={18} />
                Import
              </Link>
              <Button
                icon={<Icon name="plus" size={18} />}
                onClick={() => setDialog({ kind: "add" })}
              >
                Add resident
              </Button>
            </>
          ) : null
        }
      />
      <PeopleTabs />
      <StatGrid>
        <StatCard
          label="Residents"
          value={summary?.total ?? "—"}
          icon={<Icon name="users" size={16} />}
        />
        <StatCard
          label="Active"
          value={summary?.active ?? "—"}
          tone="success"
          icon={<Icon name="check" size={16} />}
        />
        <StatCard
          label="Pending"
          value={summary?.pending ?? "—"}
          tone="warning"
          icon={<Icon name="clock" size={16} />}
        />
        <StatCard
          label="Board members"
          value={summary?.board ?? "—"}
          tone="info"
          icon={<Icon name="shield" size={16} />}
        />
      </StatGrid>
      {isOrganizationAdmin ? null : (
        <Note>
          You see the directory as a member: contact details a resident hides are not shown.
        </Note>
      )}
      <PagedTable
        title="Residents directory"
        list={list}
        result={useResidents(orgId, list.query)}
        columns={shownColumns}
        rowKey={(resident) => resident.id}
        search={{ label: "Search residents", placeholder: "Name, email, unit or phone" }}
        filterLabels={{ status: "Status", relationship: "Relationship", board: "Board" }}
        errorTitle="The residents could not be loaded"
        empty={{ icon: <Icon name="users" />, title: "No residents yet" }}
        noMatch={{
          title: "No residents match",
          description: "Try another name, email, unit or phone, or clear the filters.",
        }}
      />
      <ResidentFormDialog
        open={dialog?.kind === "add" || dialog?.kind === "edit"}
        resident={dialog?.kind === "edit" ? dialog.resident : undefined}
        onClose={() => setDialog(null)}
        onSaved={(resident) => {
          if (dialog?.kind === "add") void navigate(paths.resident.href(resident.id));
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ""}?`}
        message={
          removing
            ? `${removing.name} leaves the directory of ${propertyLabel(removing)}. The change is kept in the activity.`
            : ""
        }
        confirmLabel="Remove resident"
        tone="danger"
        onConfirm={remove}
        onCancel={() => setDialog(null)}
      />
    </Page>
  );
}
