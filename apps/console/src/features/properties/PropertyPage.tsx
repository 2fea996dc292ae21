import {
  Button,
  Card,
  DetailList,
  Dialog,
  Icon,
  Note,
  Page,
  PageHeader,
  StatusPill,
  formatDate,
  notify,
  type DataTableColumn,
} from "@hoa/ui";
import { ARCHIVED_STATUS, formatBasisPoints, formatCents, propertyLabel } from "@hoa/validation";
import { VIOLATION_OUTCOME_LABELS } from "@hoa/validation/violations";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { usePropertyAccount } from "../../api/get-property-account";
import type { Property } from "../../api/list-properties";
import { useResidents, type Resident } from "../../api/list-residents";
import { useViolations, type Violation } from "../../api/list-violations";
import { paths } from "../../config/paths";
import { ConfirmMutationDialog } from "../../lib/ConfirmMutationDialog";
import { useOrganizationSession } from "../../lib/organization-session";
import { QueryTableCard } from "../../lib/QueryTableCard";
import { RecentActivityCard } from "../../lib/RecentActivityCard";
import { ActionButton, RecordActions } from "../../lib/RecordActions";
import { ViolationStatusPill } from "../../lib/ViolationStatusPill";
import { recordPage, type RecordViewProps } from "../../lib/RecordPage";
import { ResidentFormDialog } from "../../lib/ResidentFormDialog";
import { linkColumn, TextLink } from "../../lib/TextLink";
import { useChangeArchiving } from "./api/archive-property";
import { useDeleteProperty } from "./api/delete-property";
import { useProperty } from "./api/get-property";
import { ModificationRecordCard } from "./ModificationRecordCard";
import { PropertyFormDialog } from "./PropertyFormDialog";
import { PropertyStatusPill } from "./PropertyStatusPill";
import "./properties.css";

const residentColumns: readonly DataTableColumn<Resident>[] = [
  linkColumn("name", "Name", paths.resident),
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

/** A property's history of violations, newest first: each with where it stands or how it ended. */
const violationColumns: readonly DataTableColumn<Violation>[] = [
  {
    id: "violation",
    header: "Violation",
    cell: (violation) => (
      <TextLink to={paths.violation.href(violation.id)} look="name">
        {`#${violation.number} ${violation.category.name}`}
      </TextLink>
    ),
  },
  {
    id: "status",
    header: "Status",
    card: "meta",
    cell: (violation) => <ViolationStatusPill status={violation.status} />,
  },
  {
    id: "observedOn",
    header: "Observed",
    card: "meta",
    nowrap: true,
    cell: (violation) => formatDate(violation.observedOn),
  },
  {
    id: "outcome",
    header: "Outcome",
    card: "meta",
    cell: (violation) => (violation.outcome ? VIOLATION_OUTCOME_LABELS[violation.outcome] : "Open"),
  },
];

/** One property: its details, who lives there and what changed, with edit, archive and delete. */
export default recordPage({
  param: "propertyId",
  useRecord: useProperty,
  back: { href: paths.properties.href(), label: "Properties" },
  noun: "Property",
  icon: "building",
  missingHint: "Find it in the list of properties.",
  view: PropertyView,
});

type PropertyDialog = "edit" | "delete" | "archive" | "restore" | "addResident" | null;

const residentsLiving = (count: number) =>
  count === 1 ? "1 resident lives" : `${count} residents live`;

/**
 * One property's page. Deleting one with billing history is not offered: it is archived instead
 * (its ledger and balance kept, no new charges or residents), and an archived one can be restored.
 */
function PropertyView({ orgId, record: shown, backLink }: RecordViewProps<Property>) {
  const navigate = useNavigate();
  const onDeleted = () => void navigate(paths.properties.href());
  const { isOrganizationAdmin } = useOrganizationSession();
  const [dialog, setDialog] = useState<PropertyDialog>(null);
  const residents = useResidents(orgId, { propertyId: shown.id, limit: 100 });
  const violations = useViolations(orgId, { propertyId: shown.id, limit: 100 });
  // Billing is for administrators: whether the property has a ledger decides delete or archive.
  const account = usePropertyAccount(orgId, shown.id, { enabled: isOrganizationAdmin });
  const deleteProperty = useDeleteProperty(orgId);
  const archive = useChangeArchiving(orgId, "archive");
  const restore = useChangeArchiving(orgId, "restore");
  const label = propertyLabel(shown);
  const archived = shown.status === ARCHIVED_STATUS;
  const entryCount = account.data?.entryCount ?? 0;
  const close = () => setDialog(null);
  const archivedToast = { message: `${label} was archived.`, toastId: "archive-property" };
  const archiveIt = () =>
    archive.mutate(shown, {
      onSuccess: () => notify.success(archivedToast.message, { id: archivedToast.toastId }),
      onSettled: close,
    });

  return (
    <Page>
      <PageHeader
        title={shown.address}
        description={`${shown.type} · Unit ${shown.unit}`}
        backLink={backLink}
        actions={
          isOrganizationAdmin ? (
            <>
              <ActionButton
                // Archiving is undone by Restore, yet stops its billing: quiet until confirmed.
                variant={archived ? "secondary" : "quiet"}
                tone={archived ? "default" : "danger"}
                icon={archived ? "restore" : "archive"}
                onClick={() => setDialog(archived ? "restore" : "archive")}
              >
                {archived ? "Restore" : "Archive"}
              </ActionButton>
              <RecordActions removeLabel="Delete" open={setDialog} />
            </>
          ) : null
        }
      />
      {archived && shown.archivedAt ? (
        <Note>
          Archived on {formatDate(shown.archivedAt)}: it gets no new dues, charges or late fees, and
          nobody can be added to it. Its ledger and balance are kept.
        </Note>
      ) : null}
      <Card title="Details" headingLevel={2}>
        <DetailList
          items={[
            { label: "Address", value: shown.address },
            { label: "Unit", value: shown.unit },
            { label: "Type", value: shown.type },
            ...(shown.percentageInterestBasisPoints === null
              ? []
              : [
                  {
                    label: "Percentage interest",
                    value: formatBasisPoints(shown.percentageInterestBasisPoints),
                  },
                ]),
            { label: "Status", value: <PropertyStatusPill status={shown.status} /> },
            { label: "Added", value: formatDate(shown.createdAt) },
            ...(isOrganizationAdmin
              ? [
                  {
                    label: "Billing",
                    value: (
                      <TextLink to={paths.billingProperty.href(shown.id)}>
                        Ledger and balance
                      </TextLink>
                    ),
                  },
                  ...(account.data
                    ? [{ label: "Balance", value: formatCents(account.data.balanceCents) }]
                    : []),
                ]
              : []),
          ]}
        />
      </Card>
      <QueryTableCard
        title={`Residents (${shown.residentCount})`}
        description={
          archived
            ? "Archived: nobody can be added here. Restore it to add residents."
            : "The status follows its residents: Occupied while someone lives here."
        }
        caption="Residents"
        result={residents}
        columns={residentColumns}
        rowKey={(resident) => resident.id}
        empty={{
          icon: <Icon name="users" />,
          title: "Nobody lives here yet",
          // Administrators add the first resident right here, this property already chosen.
          action:
            isOrganizationAdmin && !archived ? (
              <Button
                icon={<Icon name="plus" size={18} />}
                onClick={() => setDialog("addResident")}
              >
                Add a resident
              </Button>
            ) : undefined,
        }}
      />
      <QueryTableCard
        title="Violations"
        description="Every violation reported here, newest first: the board's record of how this property was treated."
        caption="Violations"
        result={violations}
        columns={violationColumns}
        rowKey={(violation) => violation.id}
        empty={{ icon: <Icon name="shield" />, title: "No violations reported here" }}
      />
      <ModificationRecordCard orgId={orgId} propertyId={shown.id} />
      <RecentActivityCard
        orgId={orgId}
        resourceId={shown.id}
        description="The latest changes to this property."
      />
      <PropertyFormDialog open={dialog === "edit"} property={shown} onClose={close} />
      <ResidentFormDialog
        open={dialog === "addResident"}
        property={{ id: shown.id, address: shown.address, unit: shown.unit, type: shown.type }}
        onClose={close}
      />
      {shown.residentCount > 0 ? (
        <Dialog
          open={dialog === "delete" || dialog === "archive"}
          title={`${label} cannot be ${dialog === "archive" ? "archived" : "deleted"} yet`}
          description={`${residentsLiving(shown.residentCount)} here. Move them to another property or remove them, then ${dialog === "archive" ? "archive" : "delete"} the property.`}
          onClose={close}
          footer={
            <Button data-autofocus onClick={close}>
              OK
            </Button>
          }
        />
      ) : entryCount > 0 ? (
        <Dialog
          open={dialog === "delete"}
          title={`${label} cannot be deleted`}
          description={
            archived
              ? `It has billing history (${entryCount === 1 ? "1 ledger entry" : `${entryCount} ledger entries`}), so it stays archived: its ledger and balance are kept in every billing report.`
              : `It has billing history (${entryCount === 1 ? "1 ledger entry" : `${entryCount} ledger entries`}). Archive it instead: its ledger and balance stay in every billing report, and it gets no new charges.`
          }
          onClose={close}
          footer={
            archived ? (
              <Button data-autofocus onClick={close}>
                OK
              </Button>
            ) : (
              <>
                <Button variant="secondary" data-autofocus onClick={close}>
                  Cancel
                </Button>
                <ActionButton
                  icon="archive"
                  onClick={archiveIt}
                  disabled={archive.isPending}
                  aria-busy={archive.isPending}
                >
                  {archive.isPending ? "Archiving..." : "Archive property"}
                </ActionButton>
              </>
            )
          }
        />
      ) : (
        <ConfirmMutationDialog
          open={dialog === "delete"}
          title={`Delete ${label}?`}
          message="The property and its record are removed. Its activity stays in the audit trail."
          confirmLabel="Delete property"
          tone="danger"
          busyLabel="Deleting..."
          mutation={deleteProperty}
          variables={shown}
          done={{ message: `${label} was deleted.`, toastId: "delete-property" }}
          onDone={onDeleted}
          onClose={close}
        />
      )}
      {shown.residentCount > 0 ? null : (
        <ConfirmMutationDialog
          open={dialog === "archive"}
          title={`Archive ${label}?`}
          message="It stays in the list of properties, and its ledger and balance in every billing report. It gets no new dues, charges or late fees, and nobody can be added to it; payments and credits can still be recorded. You can restore it later."
          confirmLabel="Archive property"
          busyLabel="Archiving..."
          mutation={archive}
          variables={shown}
          done={archivedToast}
          onClose={close}
        />
      )}
      <ConfirmMutationDialog
        open={dialog === "restore"}
        title={`Restore ${label}?`}
        message="It is Vacant again: monthly dues are charged from the next due date, and its open charges get late fees again."
        confirmLabel="Restore property"
        busyLabel="Restoring..."
        mutation={restore}
        variables={shown}
        done={{ message: `${label} was restored.`, toastId: "restore-property" }}
        onClose={close}
      />
    </Page>
  );
}
