import {
  Button,
  Card,
  DataTable,
  EmptyState,
  Icon,
  Loader,
  Page,
  PageHeader,
  StatusPill,
  type DataTableColumn,
} from "@hoa/ui";
import { timeZoneLabel } from "@hoa/validation";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import { useOrganizationTimeZone } from "../../lib/organization-time";
import { QueryErrorState } from "../../lib/QueryErrorState";
import { TextLink } from "../../lib/TextLink";
import { AmenitiesTabs } from "./AmenitiesTabs";
import { AmenityDialog } from "./AmenityDialog";
import { useAmenities, type Amenity } from "./api";
import {
  APPROVAL_WORDS,
  daysWords,
  durationWords,
  hoursWords,
  isCharged,
  money,
} from "./amenity-words";
import "./amenities.css";

const columns: readonly DataTableColumn<Amenity>[] = [
  {
    id: "name",
    header: "Amenity",
    cell: (amenity) => (
      <span className="ui-stacked-text">
        <TextLink to={paths.amenity.href(amenity.id)} look="name">
          {amenity.name}
        </TextLink>
        {amenity.location ? (
          <span className="ui-stacked-text__secondary">{amenity.location}</span>
        ) : null}
      </span>
    ),
  },
  {
    id: "hours",
    header: "Hours",
    card: "meta",
    cell: (amenity) => (
      <span className="ui-stacked-text">
        <span>{hoursWords(amenity)}</span>
        <span className="ui-stacked-text__secondary">
          {`${daysWords(amenity.days)} · slots of ${durationWords(amenity.slotMinutes)}`}
        </span>
      </span>
    ),
  },
  {
    id: "capacity",
    header: "Places per slot",
    card: "meta",
    cell: (amenity) => String(amenity.capacity),
  },
  {
    id: "money",
    header: "Fee and deposit",
    card: "meta",
    cell: (amenity) => (
      <span className="ui-stacked-text">
        <span>{isCharged(amenity.fee) ? `${money(amenity.fee)} fee` : "No fee"}</span>
        <span className="ui-stacked-text__secondary">
          {isCharged(amenity.deposit) ? `${money(amenity.deposit)} deposit` : "No deposit"}
        </span>
      </span>
    ),
  },
  {
    id: "approval",
    header: "Approval",
    card: "meta",
    cell: (amenity) => APPROVAL_WORDS[amenity.approval],
  },
  {
    id: "active",
    header: "Bookings",
    card: "meta",
    cell: (amenity) =>
      amenity.active ? (
        <StatusPill tone="success">Taking bookings</StatusPill>
      ) : (
        <StatusPill tone="neutral">Inactive</StatusPill>
      ),
  },
];

/** The amenities households book, with their rules at a glance; administrators add them. */
export default function AmenitiesPage() {
  const { currentOrgId, isOrganizationAdmin, organization } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const zone = useOrganizationTimeZone();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const amenities = useAmenities(orgId);
  const add = isOrganizationAdmin ? () => setAdding(true) : undefined;

  let content;
  if (amenities.isPending) content = <Loader label="Loading amenities..." fullScreen={false} />;
  else if (amenities.isError) {
    content = <QueryErrorState title="The amenities could not be loaded" query={amenities} />;
  } else if (amenities.data.length === 0) {
    content = (
      <EmptyState
        icon={<Icon name="pin" />}
        title="No amenities yet"
        description={
          add
            ? "Add the clubhouse, the pool or a court, with its hours, places and rules, and households can book it."
            : "An administrator adds the amenities households can book."
        }
        action={
          add ? (
            <Button icon={<Icon name="plus" size={18} />} onClick={add}>
              New amenity
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    content = (
      <DataTable
        caption="Amenities"
        columns={columns}
        rows={amenities.data}
        rowKey={(amenity) => amenity.id}
      />
    );
  }

  return (
    <Page>
      <PageHeader
        title="Amenities"
        description={`What households of ${organization?.name ?? "the community"} book: hours, places, limits, fees and terms. Times are ${timeZoneLabel(zone)}.`}
        actions={
          add ? (
            <Button icon={<Icon name="plus" size={18} />} onClick={add}>
              New amenity
            </Button>
          ) : null
        }
      />
      <AmenitiesTabs />
      <Card title="Amenities" headingLevel={2} flush>
        {content}
      </Card>
      {isOrganizationAdmin ? (
        <AmenityDialog
          open={adding}
          orgId={orgId}
          onClose={() => setAdding(false)}
          onSaved={(amenity) => void navigate(paths.amenity.href(amenity.id))}
        />
      ) : null}
    </Page>
  );
}
