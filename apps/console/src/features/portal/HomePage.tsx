import {
  CardGrid,
  DateBadge,
  Icon,
  ListItem,
  Page,
  PageHeader,
  StatusPill,
  textLinkClassName,
} from "@hoa/ui";
import { timeZoneOf } from "@hoa/validation";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths";
import { useOrganizationSession } from "../../lib/organization-session";
import { useInbox } from "../announcements/api/inbox";
import { formatInZone, zoneOf } from "../announcements/time";
import { useEvents } from "../events/api/list-events";
import { eventLocalDate, formatEventWhen } from "../events/event-time";
import { BalanceCard, HouseholdCard } from "./HouseholdCards";
import { HouseholdQuery } from "./HouseholdQuery";
import { QueryListCard } from "./QueryListCard";
import { NextBookingCard } from "./bookings/NextBookingCard";
import { OpenViolationsCard } from "./violations/OpenViolationsCard";

/** How many of the latest announcements and next events the home page shows. */
const HOME_ITEMS = 3;

/**
 * The portal's first page: the household's open violations when there are any, its next amenity
 * booking when one is to come, the household and its balance, the latest announcements and the
 * next events at a glance.
 */
export default function HomePage() {
  const { currentOrgId, organization, user } = useOrganizationSession();
  const orgId = currentOrgId ?? "";
  const name = user?.displayName?.trim();
  const inbox = useInbox(orgId, { limit: HOME_ITEMS });
  const events = useEvents(orgId, { limit: HOME_ITEMS, when: "upcoming", status: "scheduled" });
  const zone = timeZoneOf(organization?.timeZone);
  return (
    <Page>
      <PageHeader
        title={name ? `Welcome, ${name}` : "Welcome"}
        description={organization ? `Your home at ${organization.name}.` : undefined}
      />
      <OpenViolationsCard />
      <NextBookingCard />
      <HouseholdQuery>
        {(household) => (
          <CardGrid minColumnWidth={300} maxColumns={2}>
            {household.properties.flatMap((property) => [
              <HouseholdCard key={`household-${property.id}`} property={property} />,
              <BalanceCard key={`balance-${property.id}`} property={property} />,
            ])}
          </CardGrid>
        )}
      </HouseholdQuery>
      <CardGrid minColumnWidth={300} maxColumns={2}>
        <QueryListCard
          title="Latest announcements"
          allHref={paths.portalNews.href()}
          result={inbox}
          empty={{ icon: <Icon name="megaphone" />, title: "No announcements yet" }}
          item={(announcement) => (
            <ListItem
              key={announcement.id}
              title={announcement.title}
              badges={announcement.read ? null : <StatusPill tone="info">New</StatusPill>}
            >
              <p className="portal-when">
                {formatInZone(announcement.publishedAt, zoneOf(organization))}
              </p>
              <Link to={paths.portalNewsItem.href(announcement.id)} className={textLinkClassName}>
                Read<span className="visually-hidden">{` ${announcement.title}`}</span>
              </Link>
            </ListItem>
          )}
        />
        <QueryListCard
          title="Next events"
          allHref={paths.portalEvents.href()}
          result={events}
          empty={{ icon: <Icon name="calendar" />, title: "No upcoming events" }}
          item={(event) => (
            <ListItem
              key={event.id}
              leading={<DateBadge isoDate={eventLocalDate(event.startsAt, zone)} />}
              title={event.title}
            >
              <p className="portal-when">{`${formatEventWhen(event.startsAt, zone)} · ${event.location}`}</p>
              <Link to={paths.portalEvent.href(event.id)} className={textLinkClassName}>
                View event<span className="visually-hidden">{` ${event.title}`}</span>
              </Link>
            </ListItem>
          )}
        />
      </CardGrid>
    </Page>
  );
}
