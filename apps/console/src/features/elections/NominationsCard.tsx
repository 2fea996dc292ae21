import {
  Button,
  Card,
  EmptyState,
  FormActions,
  FormDialog,
  Icon,
  ItemList,
  ListItem,
  Loader,
  notify,
  StatusPill,
  TextareaField,
  useSchemaForm,
  type StatusTone,
} from "@hoa/ui";
import type { TimeZone } from "@hoa/validation";
import {
  NOMINATION_STATUS_LABELS,
  declineNominationSchema,
  type NominationStatus,
} from "@hoa/validation/nominations";
import { useState } from "react";
import { formatInZone } from "../../lib/organization-time";
import { QueryErrorState } from "../../lib/QueryErrorState";
import { saveForm } from "../../lib/save-form";
import { useDecideNomination, useNominations, type Election, type Nomination } from "./api";

const tones: Readonly<Record<NominationStatus, StatusTone>> = {
  pending: "warning",
  accepted: "success",
  declined: "neutral",
};

/** A nomination's status as a pill. */
export function NominationStatusPill({ status }: { status: NominationStatus }) {
  return <StatusPill tone={tones[status]}>{NOMINATION_STATUS_LABELS[status]}</StatusPill>;
}

/** "Nominated by Owner 0 (1 Elm Street) on ...". */
const nominatedByText = (nomination: Nomination, zone: TimeZone) => {
  const { name, property } = nomination.nominatedBy;
  const who = [name, property ? `(${property})` : ""].filter(Boolean).join(" ");
  return `Nominated by ${who || "an owner"} on ${formatInZone(nomination.at, zone)}`;
};

/** Asks for the reason, if any, a nomination is declined for. */
function DeclineDialog({
  orgId,
  election,
  nomination,
  onClose,
}: {
  orgId: string;
  election: Election;
  nomination: Nomination;
  onClose: () => void;
}) {
  const decide = useDecideNomination(orgId, election);
  const form = useSchemaForm({
    schema: declineNominationSchema,
    defaultValues: { reason: "" },
    onValidSubmit: (values, submitted) =>
      saveForm(
        submitted,
        decide.mutateAsync({ nominationId: nomination.id, accept: false, reason: values.reason }),
        () => {
          notify.success(`The nomination of ${nomination.name} is declined.`, {
            id: "decide-nomination",
          });
          onClose();
        },
      ),
  });
  return (
    <FormDialog
      open
      title={`Decline the nomination of ${nomination.name}?`}
      description="The nominee does not become a candidate. The owner who nominated them sees the nomination declined, with your reason if you give one."
      submitLabel="Decline"
      busy={decide.isPending}
      busyLabel="Declining..."
      onClose={onClose}
    >
      {(formId) => (
        <form {...form.formProps} id={formId} aria-label="Decline the nomination">
          <TextareaField label="Reason" optional rows={3} data-autofocus {...form.text("reason")} />
        </form>
      )}
    </FormDialog>
  );
}

function NominationRow({
  orgId,
  election,
  nomination,
  zone,
  canDecide,
  onDecline,
}: {
  orgId: string;
  election: Election;
  nomination: Nomination;
  zone: TimeZone;
  canDecide: boolean;
  onDecline: () => void;
}) {
  const decide = useDecideNomination(orgId, election);
  const accept = () =>
    decide.mutate(
      { nominationId: nomination.id, accept: true },
      {
        onSuccess: () =>
          notify.success(`${nomination.name} is a candidate.`, { id: "decide-nomination" }),
      },
    );
  return (
    <ListItem
      title={nomination.name}
      badges={<NominationStatusPill status={nomination.status} />}
      meta={
        canDecide && nomination.status === "pending" ? undefined : (
          <p>{nominatedByText(nomination, zone)}</p>
        )
      }
    >
      {nomination.statement ? <p>{nomination.statement}</p> : null}
      {nomination.status === "declined" && nomination.reason ? (
        <p>{`Declined: ${nomination.reason}`}</p>
      ) : null}
      {canDecide && nomination.status === "pending" ? (
        <FormActions plain note={nominatedByText(nomination, zone)}>
          <Button
            size="sm"
            icon={<Icon name="check" />}
            disabled={decide.isPending}
            aria-busy={decide.isPending}
            aria-label={`Accept ${nomination.name}`}
            onClick={accept}
          >
            {decide.isPending ? "Accepting..." : "Accept"}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Decline ${nomination.name}`}
            onClick={onDecline}
          >
            Decline
          </Button>
        </FormActions>
      ) : null}
    </ListItem>
  );
}

/**
 * While nominations are open: every nomination with its statement, who nominated and when, and
 * its status; administrators accept (the nominee joins the candidates) or decline.
 */
export function NominationsCard({
  orgId,
  election,
  zone,
  canDecide,
}: {
  orgId: string;
  election: Election;
  zone: TimeZone;
  canDecide: boolean;
}) {
  const nominations = useNominations(orgId, election.id);
  const [declining, setDeclining] = useState<Nomination | null>(null);
  const deadline = election.nominationDeadline
    ? `Owners nominate until ${formatInZone(election.nominationDeadline, zone)}.`
    : undefined;
  return (
    <Card
      title="Nominations"
      headingLevel={2}
      icon={<Icon name="userPlus" />}
      description={deadline}
      flush={Boolean(nominations.data && nominations.data.length > 0)}
    >
      {nominations.isPending ? (
        <Loader label="Loading..." fullScreen={false} />
      ) : nominations.isError ? (
        <QueryErrorState title="The nominations could not be loaded" query={nominations} />
      ) : nominations.data.length === 0 ? (
        <EmptyState
          icon={<Icon name="userPlus" />}
          title="No nominations yet"
          description="Owners nominate from the portal's election page, from the link in the nomination notice."
        />
      ) : (
        <ItemList label="Nominations">
          {nominations.data.map((nomination) => (
            <NominationRow
              key={nomination.id}
              orgId={orgId}
              election={election}
              nomination={nomination}
              zone={zone}
              canDecide={canDecide}
              onDecline={() => setDeclining(nomination)}
            />
          ))}
        </ItemList>
      )}
      {declining ? (
        <DeclineDialog
          orgId={orgId}
          election={election}
          nomination={declining}
          onClose={() => setDeclining(null)}
        />
      ) : null}
    </Card>
  );
}
