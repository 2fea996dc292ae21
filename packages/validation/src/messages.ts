/**
 * Every user-facing validation message, worded exactly as the product specification gives it.
 * The console's forms and the functions' request checks both read from here, so the text a person
 * sees in the browser and the `error` an API call returns are the same string.
 */
export const messages = {
  emailInvalid: "Please enter a valid email address",
  passwordInvalid: "Please enter a valid password",
  passwordLength: "Password length must be at least 6 characters",
  passwordUppercase: "Password must include 1 uppercase letter",
  passwordLowercase: "Password must include 1 lowercase letter",
  passwordSpecial: "Password must include 1 special character",
  passwordNumber: "Password must include 1 number",
  passwordsDoNotMatch: "Passwords do not match",
  passwordSubmitInvalid: "Password does not meet requirements.",
  passwordSubmitMismatch: "Passwords do not match.",
  organizationNameRequired: "Organization name is required",
  organizationNameTooShort: "Organization name must be at least 3 characters",
  organizationNameTooLong: "Organization name must be at most 100 characters",
  organizationDescriptionTooLong: "Description must be less than 500 characters",
  organizationDescriptionNotText: "Description must be text",
  requestBodyNotObject: "Request body must be a JSON object",
  createdByRequired: "createdBy must be the signed-in user's id",
  listLimitInvalid: "limit must be a whole number from 1 to 100",
  listCursorInvalid: "This list's page link is not valid. Please reload the list.",
  listSearchTooLong: "Search text must be at most 100 characters",
  listSortInvalid: "This list cannot be sorted that way",
  listFilterInvalid: "This filter value is not one the list offers",
  // The console's forms (events, announcements, communications, invitations, billing).
  titleRequired: "Title is required",
  messageRequired: "Message is required",
  locationRequired: "Location is required",
  dateRequired: "Date is required",
  timeRequired: "Time is required",
  maxAttendeesInvalid: "Max attendees must be a whole number of at least 1",
  scheduledDateRequired: "Date is required for a scheduled notification",
  scheduledTimeRequired: "Time is required for a scheduled notification",
  recipientRequired: "Recipient email is required",
  subjectRequired: "Subject is required",
  emailRequired: "Email is required",
  monthlyFeeInvalid: "Enter the monthly fee as an amount, e.g. 150.00",
  lateFeeInvalid: "Enter the late fee as an amount, e.g. 25.00",
  // Only a request can break these: the console's controls offer nothing else.
  eventTypeInvalid:
    "Type must be Community Meeting, Social Gathering, Maintenance, Holiday Event, Educational or Recreation",
  announcementPriorityInvalid: "Priority must be Low, Normal, High or Urgent",
  announcementActionInvalid: "action must be draft, publish or schedule",
  announcementTitleTooLong: "Title must be at most 200 characters",
  announcementMessageTooLong: "Message must be at most 10,000 characters",
  publishDateRequired: "Date is required to schedule an announcement",
  publishTimeRequired: "Time is required to schedule an announcement",
  timeInvalid: "Enter the time as HH:MM",
  publishTimeInPast: "Choose a date and time that have not passed",
  audienceInvalid: "Audience must be All Residents, Property Owners, Board Members or Tenants Only",
  priorityInvalid: "Priority must be low, normal, high or urgent",
  channelsInvalid: "Channels must be a list of email, sms, push or app",
  scheduleTypeInvalid: "scheduleType must be immediate or scheduled",
  invitationRoleInvalid: "Role must be admin or member",
  memberRoleInvalid: "Role must be admin or member",
  personalMessageNotText: "Personal message must be text",
  dueDayInvalid: "Due day must be 1st, 15th or last",
  paymentMethodsInvalid: "Payment methods must be a list of card, ach or check",
  graceDaysInvalid: "Grace days must be a whole number from 0 to 60",
  amountInvalid: "Enter the amount, e.g. 150.00",
  amountNotPositive: "Amount must be more than 0.00",
  entryDateInvalid: "Enter the date as YYYY-MM-DD",
  paymentMethodInvalid: "Payment method must be card, ach or check",
  adjustmentKindInvalid: "Kind must be charge or credit",
  referenceTooLong: "Reference must be at most 60 characters",
  memoTooLong: "Memo must be at most 200 characters",
  // People and properties.
  addressRequired: "Address is required",
  addressTooLong: "Address must be at most 200 characters",
  unitRequired: "Unit is required",
  unitTooLong: "Unit must be at most 20 characters",
  propertyTypeInvalid: "Type must be Condo, Apartment, Townhouse or Single-family home",
  propertyDuplicate: "A property with this address and unit already exists",
  propertyHasResidents:
    "This property has residents. Move them to another property or remove them before deleting it.",
  propertyNotFound: "That property no longer exists. Choose one of the organization's properties.",
  nameRequired: "Name is required",
  nameTooLong: "Name must be at most 100 characters",
  phoneInvalid: "Please enter a valid phone number",
  propertyRequired: "Choose the resident's property",
  relationshipInvalid: "Relationship must be Owner, Tenant or Other",
  residentStatusInvalid: "Status must be Active or Pending",
  boardMemberInvalid: "Board member must be yes or no",
  privacyInvalid: "Privacy choices must be yes or no",
  emailOptOutInvalid: "Non-urgent email opt-out must be yes or no",
  residentEmailTaken: "Another resident already has this email address",
  importRowsInvalid: "An import request carries 1 to 100 rows",
  importLineInvalid: "Each imported row names its line in the file (2 or more)",
  // Invitations. `{email}` and `{masked}` are filled in with `formatMessage`.
  invitationEmailsRequired: "Enter at least one email address",
  invitationEmailsTooMany: "Invite at most 50 addresses at once",
  personalMessageTooLong: "Personal message must be at most 1000 characters",
  invitationSent: "Invitation sent to {email}",
  invitationAlreadyPending: "{email} already has a pending invitation",
  invitationAlreadyMember: "{email} is already a member",
  invitationExpired: "This invitation has expired",
  invitationRevoked: "This invitation was revoked",
  invitationUsed: "This invitation has already been used",
  invitationDeclined: "This invitation was declined",
  invitationNotValid: "This invitation link is not valid",
  invitationEmailMismatch:
    "This invitation is for {masked}; sign in with that address to accept it",
  invitationOtherOrganization:
    "You already belong to another organization. One account can belong to one organization for now.",
  invitationCallerAlreadyMember: "You are already a member of this organization",
  invitationNotResendable: "Only a pending or expired invitation can be sent again",
  invitationNotRevocable: "Only a pending invitation can be revoked",
  // Settings.
  timeZoneInvalid: "Time zone must be PT, MT, CT or ET",
  sessionTimeoutInvalid: "Session timeout must be 30m, 1h, 4h or never",
  settingsToggleInvalid: "A setting that is switched on or off must be true or false",
  // Support tickets.
  ticketSubjectRequired: "Subject is required",
  ticketSubjectTooLong: "Subject must be at most 200 characters",
  ticketDescriptionNotText: "Description must be text",
  ticketDescriptionTooLong: "Description must be at most 5000 characters",
  ticketResidentRequired: "Choose the resident the ticket is from",
  ticketResidentNotFound: "That resident no longer exists. Choose one of the directory's residents.",
  ticketPriorityInvalid: "Priority must be low, medium or high",
  ticketStatusInvalid: "Status must be open, inProgress or resolved",
  ticketStatusTransition: "A ticket cannot go from {from} to {to}",
  ticketAssigneeInvalid: "Choose a member of the organization to assign",
  ticketAssigneeNotMember: "The assignee must be a member of the organization",
  ticketCommentRequired: "Write a comment first",
  ticketCommentTooLong: "A comment must be at most 5000 characters",
  // Documents.
  documentTitleRequired: "Title is required",
  documentTitleTooLong: "Title must be at most 200 characters",
  documentDescriptionNotText: "Description must be text",
  documentDescriptionTooLong: "Description must be at most 2000 characters",
  documentCategoryInvalid:
    "Category must be Governing Documents, Financial Reports, Meeting Minutes, Forms or Policies",
  documentVisibilityInvalid: "Visibility must be board only or all members",
  documentUploadRequired: "Upload the file first",
  documentFileNameRequired: "The file's name is required",
  documentFileNameTooLong: "The file's name must be at most 200 characters",
  documentFileNameInvalid: "The file's name must not contain slashes or control characters",
  documentVersionInvalid: "Version must be a whole number from 1",
} as const;

export type MessageKey = keyof typeof messages;

/**
 * A message with its `{name}` placeholders filled in, e.g.
 * `formatMessage(messages.invitationAlreadyPending, { email })`.
 */
export function formatMessage(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{(\w+)\}/gu, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
