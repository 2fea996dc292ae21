import {
  Button,
  Card,
  ConfirmDialog,
  DetailList,
  Dialog,
  Icon,
  Page,
  PageHeader,
  StatusPill,
  formatDate,
  notify,
  textLinkClassName,
  type DataTableColumn,
} from "@hoa/ui";
import { propertyLabel } from "@hoa/validation";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import type { Property } from "../../api/list-properties";
import { useResidents, type Resident } from "../../api/list-residents";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import { QueryTableCard } from "../../lib/QueryTableCard";
import { RecentActivityCard } from "../../lib/RecentActivityCard";
import { RecordActions } from "../../lib/RecordActions";
import { RecordPage } from "../../lib/RecordPage";
import { useDeleteProperty } from "./api/delete-property";
import { useProperty } from "./api/get-property";
import { OccupancyPill } from "./OccupancyPill";
import { PropertyFormDialog } from "./PropertyFormDialog";

const residentColumns: readonly DataTableColumn<Resident>[] = [
  {
    id: "name",
    header: "Name",
    cell: (resident) => (
      <Link className={textLinkClassName} to={paths.resident.href(resident.id)}>
        {resident.name}
      </Link>
    ),
  },
  { id: "relationship", header: "Relationship", card: "meta", cell: (r) => r.relationship },
  {
    id: "status",
    header: "Status",
    card: "meta",
    cell: (resident) => (
      <StatusPill tone={resident.status === "Active" ? "success" : "warning"}>
        {resident.status}
      </StatusPill>
    ),
  },
  {
    id: "board",
    header: "Board",
    card: "meta",
    cell: (resident) =>
      resident.boardMember ? <StatusPill tone="primary">Board member</StatusPill> : "—",
  },
];

const backLink = (
  <Link to={paths.properties.href()} className={textLinkClassName}>
    ← Properties
  </Link>
);

/** One property: its details, who lives there and what changed, with edit and delete. */
export default function PropertyPage() {
  const { propertyId = "" } = useParams();
  const { currentOrgId } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const navigate = useNavigate();
  const property = useProperty(orgId, propertyId);
  return (
    <RecordPage
      result={property}
      backLink={backLink}
      noun="Property"
      icon="building"
      missingHint="Find it in the list of properties."
    >
      {(shown) => (
        <PropertyView
          orgId={orgId}
          property={shown}
          onDeleted={() => void navigate(paths.properties.href())}
        />
      )}
    </RecordPage>
  );
}

function PropertyView({
  orgId,
  property: shown,
  onDeleted,
}: {
  orgId: string;
  property: Property;
  onDeleted: () => void;
}) {
  const { isOrganizationAdmin } = useOrganizationSession();
  const [dialog, setDialog] = useState<"edit" | "delete" | null>(null);
  const residents = useResidents(orgId, { propertyId: shown.id, limit: 100 });
  const deleteProperty = useDeleteProperty(orgId);
  const label = propertyLabel(shown);
  const remove = () =>
    deleteProperty.mutate(shown, {
      onSuccess: () => {
        notify.success(`${label} was deleted.`, { id: "delete-property" });
        onDeleted();
      },
      onSettled: () => setDialog(null),
    });

  return (
    <Page>
      <PageHeader
        title={shown.address}
        description={`${shown.type} · Unit ${shown.unit}`}
        backLink={backLink}
        actions={
          isOrganizationAdmin ? (
            <RecordActions
              removeLabel="Delete"
              onRemove={() => setDialog("delete")}
              onEdit={() => setDialog("edit")}
            />
          ) : null
        }
      />
      <Card title="Details" headingLevel={2}>
        <DetailList
          items={[
            { label: "Address", value: shown.address },
            { label: "Unit", value: shown.unit },
            { label: "Type", value: shown.type },
            { label: "Status", value: <OccupancyPill status={shown.status} /> },
            { label: "Added", value: formatDate(shown.createdAt) },
            ...(isOrganizationAdmin
              ? [
                  {
                    label: "Billing",
                    value: (
                      <Link className={textLinkClassName} to={paths.billingProperty.href(shown.id)}>
                        Ledger and balance
                      </Link>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <QueryTableCard
        title={`Residents (${shown.residentCount})`}
        description="The status follows its residents: Occupied while someone lives here."
        caption="Residents"
        result={residents}
        columns={residentColumns}
        rowKey={(resident) => resident.id}
        empty={{ icon: <Icon name="users" />, title: "Nobody lives here yet" }}
      />
      {isOrganizationAdmin ? (
        <RecentActivityCard
          orgId={orgId}
          resourceId={shown.id}
          description="The latest changes to this property."
        />
      ) : null}
      <PropertyFormDialog
        open={dialog === "edit"}
        property={shown}
        onClose={() => setDialog(null)}
      />
      {shown.residentCount > 0 ? (
        <Dialog
          open={dialog === "delete"}
          title={`${label} cannot be deleted yet`}
          description={`${shown.residentCount === 1 ? "1 resident lives" : `${shown.residentCount} residents live`} here. Move them to another property or remove them, then delete the property.`}
          onClose={() => setDialog(null)}
          footer={
            <Button data-autofocus onClick={() => setDialog(null)}>
              OK
            </Button>
          }
        />
      ) : (
        <ConfirmDialog
          open={dialog === "delete"}
          title={`Delete ${label}?`}
          message="The property and its record are removed. Its activity stays in the audit trail."
          confirmLabel="Delete property"
          tone="danger"
          busy={deleteProperty.isPending}
          busyLabel="Deleting..."
          onConfirm={remove}
          onCancel={() => setDialog(null)}
        />
      )}
    </Page>
  );
}
