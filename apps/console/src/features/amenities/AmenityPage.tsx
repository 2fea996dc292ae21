import { Button, Card, DetailList, Page, PageHeader, StatusPill, notify } from "@hoa/ui";
import { AMENITY_APPROVAL_LABELS } from "@hoa/validation/amenities";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { ConfirmMutationDialog } from "../../lib/ConfirmMutationDialog";
import { useOrganizationSession } from "../../lib/organization-session";
import { RecentActivityCard } from "../../lib/RecentActivityCard";
import { ActionButton } from "../../lib/RecordActions";
import { recordPage, type RecordViewProps } from "../../lib/RecordPage";
import { AmenityDialog } from "./AmenityDialog";
import { BlockTimeDialog, BookForHouseholdDialog } from "./AmenityDialogs";
import { useAmenity, useDeleteAmenity, useUpdateAmenity, type Amenity } from "./api";
import {
  APPROVAL_WORDS,
  cancellationWords,
  daysWords,
  durationWords,
  hoursWords,
  isCharged,
  limitsWords,
  money,
  placesWords,
  windowWords,
} from "./amenity-words";
import { WeekCalendar } from "./WeekCalendar";
import "./amenities.css";

/** One amenity: its rules in words, its terms, its week calendar and the board's actions. */
export default recordPage({
  param: "amenityId",
  useRecord: useAmenity,
  back: { href: paths.amenities.href(), label: "Amenities" },
  noun: "Amenity",
  icon: "pin",
  missingHint: "Find it in the list of amenities.",
  view: AmenityView,
});

type AmenityDialogName = "edit" | "delete" | "deactivate" | "book" | "block";

function AmenityView({ orgId, record: amenity, backLink }: RecordViewProps<Amenity>) {
  const { isOrganizationAdmin } = useOrganizationSession();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<AmenityDialogName | null>(null);
  const update = useUpdateAmenity(orgId, amenity);
  const remove = useDeleteAmenity(orgId, amenity);
  const close = () => setDialog(null);
  const activate = () =>
    update.mutate(
      { active: true },
      {
        onSuccess: (saved) =>
          notify.success(`${saved.name} takes bookings again.`, { id: "activate-amenity" }),
      },
    );

  return (
    <Page>
      <PageHeader
        title={amenity.name}
        description={
          <span className="amenity-header">
            {amenity.active ? (
              <StatusPill tone="success">Taking bookings</StatusPill>
            ) : (
              <StatusPill tone="neutral">Inactive</StatusPill>
            )}
            {amenity.location ? <span>{amenity.location}</span> : null}
          </span>
        }
        backLink={backLink}
        actions={
          isOrganizationAdmin ? (
            <>
              {amenity.active ? (
                <Button variant="quiet" tone="danger" onClick={() => setDialog("deactivate")}>
                  Make inactive
                </Button>
              ) : (
                <Button variant="secondary" disabled={update.isPending} onClick={activate}>
                  Make active
                </Button>
              )}
              <ActionButton variant="secondary" icon="lock" onClick={() => setDialog("block")}>
                Block time
              </ActionButton>
              <ActionButton
                variant="quiet"
                tone="danger"
                icon="trash"
                onClick={() => setDialog("delete")}
              >
                Delete
              </ActionButton>
              <ActionButton variant="secondary" icon="pencil" onClick={() => setDialog("edit")}>
                Edit
              </ActionButton>
              {amenity.active ? (
                <ActionButton icon="plus" onClick={() => setDialog("book")}>
                  Book for a household
                </ActionButton>
              ) : null}
            </>
          ) : null
        }
      />
      <Card title="Rules" headingLevel={2}>
        <DetailList
          items={[
            { label: "Open", value: daysWords(amenity.days) },
            { label: "Hours", value: hoursWords(amenity) },
            { label: "Slots", value: `${durationWords(amenity.slotMinutes)} each` },
            { label: "Places", value: placesWords(amenity.capacity) },
            { label: "Limits per household", value: limitsWords(amenity.limits) },
            { label: "Booking window", value: windowWords(amenity) },
            { label: "Cancellation", value: cancellationWords(amenity) },
            {
              label: "Approval",
              value: `${APPROVAL_WORDS[amenity.approval]}: ${AMENITY_APPROVAL_LABELS[amenity.approval].toLowerCase()}`,
            },
            { label: "Fee", value: isCharged(amenity.fee) ? money(amenity.fee) : "None" },
            {
              label: "Refundable deposit",
              value: isCharged(amenity.deposit) ? money(amenity.deposit) : "None",
            },
          ]}
        />
        {amenity.description ? <p className="amenity-text">{amenity.description}</p> : null}
      </Card>
      <Card
        title="Terms of use"
        headingLevel={2}
        description={
          amenity.terms
            ? `Version ${amenity.termsVersion}: residents accept these to book.`
            : undefined
        }
      >
        <p className="amenity-text">
          {amenity.terms || "No terms: residents book without accepting any."}
        </p>
      </Card>
      <WeekCalendar orgId={orgId} amenity={amenity} />
      <RecentActivityCard
        orgId={orgId}
        resourceId={amenity.id}
        description="The latest changes to this amenity."
      />
      {isOrganizationAdmin ? (
        <>
          <AmenityDialog open={dialog === "edit"} orgId={orgId} amenity={amenity} onClose={close} />
          {dialog === "book" ? (
            <BookForHouseholdDialog orgId={orgId} amenity={amenity} onClose={close} />
          ) : null}
          {dialog === "block" ? (
            <BlockTimeDialog orgId={orgId} amenity={amenity} onClose={close} />
          ) : null}
          <ConfirmMutationDialog
            open={dialog === "deactivate"}
            title={`Make ${amenity.name} inactive?`}
            message="It stops taking bookings and residents no longer see it. Bookings already made stay as they are."
            confirmLabel="Make inactive"
            tone="danger"
            busyLabel="Saving..."
            mutation={update}
            variables={{ active: false }}
            done={{
              message: `${amenity.name} no longer takes bookings.`,
              toastId: "deactivate-amenity",
            }}
            onClose={close}
          />
          <ConfirmMutationDialog
            open={dialog === "delete"}
            title={`Delete ${amenity.name}?`}
            message="Only an amenity that never had a booking can be deleted. One with bookings keeps them on record: make it inactive instead."
            confirmLabel="Delete amenity"
            tone="danger"
            busyLabel="Deleting..."
            mutation={remove}
            variables={undefined}
            done={{ message: `${amenity.name} was deleted.`, toastId: "delete-amenity" }}
            onDone={() => void navigate(paths.amenities.href())}
            onClose={close}
          />
        </>
      ) : null}
    </Page>
  );
}
