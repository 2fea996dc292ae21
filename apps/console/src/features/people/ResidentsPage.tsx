import { ConfirmDialog, Note, notify, type DataTableColumn, type SelectOption } from "@hoa/ui";
import {
  RESIDENT_STATUSES,
  propertyLabel,
  type ResidentRelationship,
  RESIDENT_LIST_ORDER,
  type InviteResidentsRequest,
} from "@hoa/validation";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { ActionButton } from "../../lib/RecordActions";
import { useDirectorySummary } from "../../api/get-directory-summary";
import { listResidents, useResidents, type Resident } from "../../api/list-residents";
import { paths } from "../../config/paths";
import type { CsvColumn } from "../../lib/csv/export-csv";
import {
  columnSort,
  defineList,
  filterOptions,
  removeRowAction,
  sortChoices,
} from "../../lib/list-definition";
import { useListParams } from "../../lib/list-params";
import { ListPage } from "../../lib/ListPage";
import { useOrganizationSession } from "../../lib/organization-session";
import { useDeleteResident } from "./api/delete-resident";
import { InviteResidentsDialog } from "./InviteResidentsDialog";
import { PeopleTabs } from "./PeopleTabs";
import { ContactLines } from "./ResidentContact";
import { ResidentFormDialog } from "../../lib/ResidentFormDialog";
import { ResidentStatusPill } from "./ResidentStatusPill";
import { TextLink } from "../../lib/TextLink";

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
    sort: columnSort("name"),
    cell: (resident) => (
      <span className="ui-stacked-text">
        <TextLink to={paths.resident.href(resident.id)} look="name">
          {resident.name}
        </TextLink>
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
    sort: columnSort("unit"),
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
    sort: columnSort("status"),
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

const residentList = defineList({
  noun: "residents",
  title: "Residents directory",
  useItems: useResidents,
  columns,
  filters: {
    status: { label: "Status", options: filterOptions("Any status", RESIDENT_STATUSES) },
    relationship: { label: "Relationship", options: relationshipOptions },
    board: { label: "Board", options: boardOptions },
  },
  sorts: [
    ...sortChoices("name", "Name, A to Z", "Name, Z to A"),
    { value: "unit", label: "Unit" },
    ...sortChoices("status", "Active first", "Pending first"),
  ],
  order: RESIDENT_LIST_ORDER,
  searchPlaceholder: "Name, email, unit or phone",
  empty: { icon: "users" },
  noMatchHint: "Try another name, email, unit or phone, or clear the filters.",
  rowActions: [
    {
      action: "edit",
      label: "Edit",
      name: (resident) => `Edit ${resident.name}`,
      variant: "secondary",
    },
    removeRowAction((resident: Resident) => resident.name),
  ],
  stats: {
    useSummary: (orgId) => useDirectorySummary(orgId).data?.residents,
    cards: [
      { label: "Residents", count: "total", icon: "users" },
      { label: "Active", count: "active", tone: "success", icon: "check" },
      { label: "Pending", count: "pending", tone: "warning", icon: "clock" },
      { label: "Board members", count: "board", tone: "info", icon: "shield" },
    ],
  },
  create: { label: "Add resident" },
  exportCsv: { fetchPage: listResidents, columns: residentCsvColumns, fileName: "residents" },
  importPath: paths.peopleImport.href(),
});

type Dialog = { kind: "add" | "invite" } | { kind: "edit" | "remove"; resident: Resident } | null;

/**
 * The list's current search and filters, as the bulk invitation takes them: the list keeps only
 * the values it offers, which are the API's.
 */
function useListCriteria(): InviteResidentsRequest {
  const {
    cursor: _cursor,
    sort: _sort,
    ...criteria
  } = useListParams(residentList.listOptions).query;
  return criteria as InviteResidentsRequest;
}

/** The residents directory: everyone who lives in the community, and how to reach them. */
export default function ResidentsPage() {
  const { currentOrgId, organization, isOrganizationAdmin } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const navigate = useNavigate();
  const deleteResident = useDeleteResident(orgId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const criteria = useListCriteria();

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
    <ListPage
      list={residentList}
      orgId={orgId}
      title="People"
      description={`Everyone who lives in ${organization?.name ?? "your community"}, with how to reach them.`}
      csv={isOrganizationAdmin}
      actions={
        isOrganizationAdmin ? (
          <ActionButton
            variant="secondary"
            icon="mail"
            onClick={() => setDialog({ kind: "invite" })}
          >
            Invite to the portal
          </ActionButton>
        ) : null
      }
      onCreate={isOrganizationAdmin ? () => setDialog({ kind: "add" }) : undefined}
      onRowAction={
        isOrganizationAdmin ? (kind, resident) => setDialog({ kind, resident }) : undefined
      }
      above={<PeopleTabs />}
      note={
        isOrganizationAdmin ? null : (
          <Note>
            You see the directory as a member: contact details a resident hides are not shown.
          </Note>
        )
      }
    >
      <ResidentFormDialog
        open={dialog?.kind === "add" || dialog?.kind === "edit"}
        resident={dialog?.kind === "edit" ? dialog.resident : undefined}
        onClose={() => setDialog(null)}
        onSaved={(resident) => {
          if (dialog?.kind === "add") void navigate(paths.resident.href(resident.id));
        }}
      />
      <InviteResidentsDialog
        orgId={orgId}
        open={dialog?.kind === "invite"}
        criteria={criteria}
        onClose={() => setDialog(null)}
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
    </ListPage>
  );
}
