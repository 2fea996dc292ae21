/**
 * The API's own error texts (validation texts come from `@hoa/validation`). The console shows a
 * failed call's `error` to the person, so each one reads as a sentence for them.
 */
export const apiMessages = {
  signInRequired: "You must be signed in to do this.",
  sessionInvalid: "Your session is no longer valid. Please sign in again.",
  notFound: "Not found.",
  methodNotAllowed: "This method is not allowed here.",
  bodyTooLarge: "The request is too large.",
  bodyNotJson: "The request body must be JSON (Content-Type: application/json).",
  createdByNotCaller: "You can only create an organization for yourself.",
  alreadyHasOrganization: "You already have an organization.",
  organizationForbidden: "You do not have access to this organization.",
  organizationNotFound: "Organization not found.",
  organizationAdminOnly: "Only an administrator of this organization can do this.",
  versionRequired:
    "This change must say which version of the item it was made to (an If-Match header).",
  versionStale:
    "Someone else changed this item since you opened it. Reload it to see their changes, then try again.",
  nothingToChange: "The request changes nothing.",
  memberNotFound: "Member not found.",
  lastAdministrator:
    "An organization needs at least one administrator. Make someone else an administrator first.",
  propertyNotFound: "Property not found.",
  residentNotFound: "Resident not found.",
  invitationNotFound: "Invitation not found.",
  ticketNotFound: "Ticket not found.",
  announcementNotFound: "Announcement not found.",
  announcementAlreadyPublished:
    "This announcement has been published and cannot be changed. Delete it, or publish a correction.",
  ledgerEntryNotFound: "Ledger entry not found.",
  entryAlreadyReversed: "This entry has already been reversed.",
  reversalNotReversible: "A reversal cannot be reversed. Record a new charge or payment instead.",
  paymentMethodNotAccepted:
    "This payment method is not accepted. Choose one of the methods in the billing settings.",
  idempotencyKeyReused:
    "This Idempotency-Key was already used for a different payment. Send a new key for a new payment.",
  badRequest: "The request could not be read.",
  unavailable: "The service is temporarily unavailable. Please try again.",
  unexpected: "Something went wrong. Please try again.",
} as const;
