import { messages } from "@hoa/validation";

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
  organizationBoardOnly: "This page is for the board.",
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
  communicationNotFound: "Message not found.",
  residentAlreadyHasAccess: "This resident already has access.",
  invitedResidentGone: "The resident this invitation was for is no longer in the directory.",
  residentHasNoEmail: "This resident has no email address. Add one to their record first.",
  announcementAlreadyPublished:
    "This announcement has been published and cannot be changed. Delete it, or publish a correction.",
  ledgerEntryNotFound: "Ledger entry not found.",
  entryAlreadyReversed: "This entry has already been reversed.",
  reversalNotReversible: "A reversal cannot be reversed. Record a new charge or payment instead.",
  fineAlreadyPosted: "This fine is already on the property's ledger.",
  entryAlreadyPosted: "This entry is already on the property's ledger.",
  paymentMethodNotAccepted:
    "This payment method is not accepted. Choose one of the methods in the billing settings.",
  idempotencyKeyReused:
    "This Idempotency-Key was already used for a different request. Send a new key for each new thing to create.",
  albumNotFound: "Album not found.",
  mediaItemNotFound: "Photo or video not found.",
  photoTooLarge: "A photo can be at most 10 MB.",
  videoTooLarge: "A video can be at most 100 MB.",
  mediaRequestTooLarge:
    "One request carries at most 10 MB: upload a larger video in parts (POST .../media/uploads).",
  mediaEmpty: "The file is empty.",
  mediaUploadNotOctetStream: "Send the file's bytes as application/octet-stream.",
  mediaTypeNotAccepted:
    "This file is not a photo (JPG, PNG, GIF) or a video (MP4, MOV), whatever its name says.",
  mediaNameDisagrees: "This file is a {type} by its content; name it .{extension}.",
  mediaNotVideo: "Only a video (MP4, MOV) is uploaded in parts; a photo goes in one request.",
  mediaUploadNotFound: "This upload does not exist or has expired. Start it again.",
  mediaPartInvalid: "Part {number} must be {size} bytes.",
  mediaPartNumberInvalid: "This upload has parts 1 to {count}.",
  mediaPartsMissing: "Parts {numbers} have not been uploaded yet.",
  mediaPhotoUnreadable: "This photo could not be read: the file may be damaged.",
  mediaLinkInvalid: "This link is not valid or has expired. Open the album again.",
  documentNotFound: "Document not found.",
  documentVersionNotFound: "This document has no such version.",
  documentTooLarge: "A document can be at most 10 MB.",
  documentEmpty: "The file is empty.",
  documentUploadNotOctetStream:
    "Send the file's bytes as the request body (Content-Type: application/octet-stream).",
  documentTypeNotAccepted:
    "This file is not a PDF, an Office document or an image (JPG, PNG, GIF, WebP), whatever its name says.",
  documentNameDisagrees:
    "This file's content is a {type} file, but its name says otherwise. Its name should end in .{extension}.",
  documentUploadNotFound:
    "This upload is not available (it expired or was already used). Upload the file again.",
  documentVersionsFull:
    "A document keeps at most 50 versions. Delete it and add it again to start over.",
  downloadLinkInvalid:
    "This download link is not valid or has expired. Download the document again from the console.",
  badRequest: "The request could not be read.",
  /** The same words as a field's (`@hoa/validation`): a field's name or an unchecked text. */
  textNotUnicode: messages.textNotUnicode,
  unavailable: "The service is temporarily unavailable. Please try again.",
  unexpected: "Something went wrong. Please try again.",
} as const;
