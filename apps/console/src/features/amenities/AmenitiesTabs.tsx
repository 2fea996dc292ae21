import { TabLinks } from "@hoa/ui";
import { useLocation } from "react-router-dom";
import { paths } from "../../config/paths";
import { RouterLink } from "../../lib/router-link";

const views = [
  { label: "Amenities", href: paths.amenities.href() },
  { label: "Bookings", href: paths.amenityBookings.href() },
] as const;

/** The Amenities section's views: what can be booked, and the bookings of all of it. */
export function AmenitiesTabs() {
  const { pathname } = useLocation();
  return (
    <TabLinks
      label="Amenities views"
      linkComponent={RouterLink}
      tabs={views.map((view) => ({ ...view, current: pathname === view.href }))}
    />
  );
}
