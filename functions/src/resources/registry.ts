import type { ApiResource } from "../http/resource.js";
import { amenityRoutes } from "./amenities/routes.js";
import { bookingListDefinition } from "./amenities/store.js";
import { announcementRoutes } from "./announcements/routes.js";
import { announcementListDefinition, inboxListDefinition } from "./announcements/store.js";
import { architecturalReviewRoutes } from "./architectural-review/routes.js";
import { arcDueOverrides, arcListDefinition } from "./architectural-review/store.js";
import { auditRoutes } from "./audit/routes.js";
import { auditListDefinition } from "./audit/store.js";
import { billingDueOverrides } from "./billing/jobs.js";
import { billingRoutes } from "./billing/routes.js";
import { communicationRoutes } from "./communications/routes.js";
import { communicationListDefinition, deliveryListDefinition } from "./communications/store.js";
import { directoryRoutes } from "./directory/routes.js";
import { nominationRoutes } from "./elections/nomination-routes.js";
import { electionRoutes } from "./elections/routes.js";
import { documentRoutes } from "./documents/routes.js";
import { documentListDefinition, memberDocumentListDefinition } from "./documents/store.js";
import { reminderDueOverrides } from "./events/reminders.js";
import { eventRoutes } from "./events/routes.js";
import { rsvpListDefinition } from "./events/rsvps.js";
import { eventListDefinition } from "./events/store.js";
import { residentInvitationRoutes } from "./invitations/resident-routes.js";
import { invitationRoutes } from "./invitations/routes.js";
import { invitationExpiryIndexes, invitationListDefinition } from "./invitations/store.js";
import { mediaRoutes } from "./media/routes.js";
import { memberRoutes } from "./members/routes.js";
import { memberListDefinition } from "./members/store.js";
import { organizationRoutes } from "./organizations/routes.js";
import { portalRoutes } from "./portal/routes.js";
import { propertyRoutes } from "./properties/routes.js";
import { propertyListDefinition } from "./properties/store.js";
import { residentRoutes } from "./residents/routes.js";
import { memberResidentListDefinition, residentListDefinition } from "./residents/store.js";
import { signInRoutes } from "./sign-ins/routes.js";
import { ticketRoutes } from "./tickets/routes.js";
import { ownTicketListDefinition, ticketListDefinition } from "./tickets/store.js";
import { violationCategoryRoutes } from "./violation-categories/routes.js";
import { violationCategoryListDefinition } from "./violation-categories/store.js";
import { violationSettingsRoutes } from "./violation-settings/routes.js";
import { violationRoutes } from "./violations/routes.js";
import { violationListDefinition } from "./violations/store.js";

/**
 * Every resource of the API, one entry each: the app registers their routes in this order, and
 * `firestore.indexes.json` is made from their lists (`indexes.ts`). A new resource adds its entry
 * here and nowhere else outside its folder.
 */
export const apiResources: readonly ApiResource[] = [
  { routes: organizationRoutes },
  { routes: memberRoutes, lists: [["members", memberListDefinition]] },
  { routes: propertyRoutes, lists: [["properties", propertyListDefinition]] },
  {
    routes: residentRoutes,
    lists: [
      ["residents", residentListDefinition],
      // A member's search: the same list searched in the keywords members may see.
      ["residents", memberResidentListDefinition],
    ],
  },
  { routes: directoryRoutes },
  { routes: auditRoutes, lists: [["audit", auditListDefinition]] },
  {
    routes: invitationRoutes,
    lists: [["invitations", invitationListDefinition(new Date(0))]],
    indexes: invitationExpiryIndexes,
  },
  { routes: billingRoutes, fieldOverrides: billingDueOverrides },
  {
    routes: ticketRoutes,
    lists: [
      ["tickets", ticketListDefinition],
      // A member's own tickets.
      ["tickets", ownTicketListDefinition],
    ],
  },
  {
    routes: announcementRoutes,
    lists: [
      ["announcements", announcementListDefinition],
      ["announcements", inboxListDefinition],
    ],
  },
  { routes: signInRoutes },
  {
    routes: communicationRoutes,
    lists: [
      ["communications", communicationListDefinition],
      // A communication's emails: always by its ref, optionally by state.
      ["mail", deliveryListDefinition],
    ],
  },
  {
    routes: (app, kit, deps) => documentRoutes(app, kit, deps.files),
    lists: [
      ["documents", documentListDefinition],
      // The documents for all members, as a member off the board lists them.
      ["documents", memberDocumentListDefinition],
    ],
  },
  {
    routes: eventRoutes,
    lists: [
      // Also serves the feed (scheduled events from today on).
      ["events", eventListDefinition],
      // Also serves the waiting list in order and a place in line.
      ["rsvps", rsvpListDefinition],
    ],
    fieldOverrides: reminderDueOverrides,
  },
  { routes: (app, kit, deps) => mediaRoutes(app, kit, deps.files) },
  { routes: portalRoutes },
  { routes: residentInvitationRoutes },
  {
    routes: violationCategoryRoutes,
    lists: [["violationCategories", violationCategoryListDefinition]],
  },
  { routes: violationSettingsRoutes },
  {
    routes: (app, kit, deps) => violationRoutes(app, kit, deps.files),
    lists: [["violations", violationListDefinition]],
  },
  {
    routes: (app, kit, deps) => architecturalReviewRoutes(app, kit, deps.files),
    lists: [["architecturalRequests", arcListDefinition]],
    fieldOverrides: arcDueOverrides,
  },
  { routes: amenityRoutes, lists: [["bookings", bookingListDefinition]] },
  { routes: electionRoutes },
  { routes: nominationRoutes },
];
