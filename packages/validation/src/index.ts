export { messages, type MessageKey } from "./messages.js";
export { EMAIL_MAX_LENGTH, isValidEmail, validateEmail } from "./email.js";
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  checkPassword,
  isValidPassword,
  passwordRules,
  validatePassword,
  validatePasswordConfirmation,
  validatePasswordSubmission,
  type PasswordRule,
  type PasswordRuleId,
  type PasswordRuleResult,
} from "./password.js";
export {
  ORGANIZATION_DESCRIPTION_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_NAME_MIN_LENGTH,
  USER_ID_MAX_LENGTH,
  createOrganizationRequestSchema,
  parseCreateOrganizationRequest,
  updateOrganizationRequestSchema,
  validateOrganizationDescription,
  organizationFormSchema,
  organizationSettingsSchema,
  validateOrganizationName,
  type CreateOrganizationRequest,
  type ParseResult,
  type UpdateOrganizationRequest,
} from "./organization.js";
export {
  SEARCH_KEYWORD_MAX_LENGTH,
  SEARCH_QUERY_MAX_LENGTH,
  foldSearchText,
  searchKey,
  searchKeywords,
} from "./search.js";
export {
  checkSchema,
  describeIssues,
  fieldErrorsOf,
  optionalText,
  requiredText,
  rule,
  trimmedText,
  type FieldErrors,
  type FieldMessages,
  type SchemaResult,
} from "./schema.js";
export {
  IMPORT_ROWS_MAX,
  LIST_CURSOR_MAX_LENGTH,
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  LIST_LIMIT_MIN,
  listQuerySchema,
  type ListQuery,
} from "./lists.js";
export {
  PERMISSIONS,
  ROLES,
  ROLE_PERMISSIONS,
  ROLE_VALUES,
  isAdminRole,
  type Permission,
  type Role,
} from "./roles.js";
export {
  MEMBER_LIST_SORTS,
  memberListQuerySchema,
  updateMemberRequestSchema,
  type UpdateMemberRequest,
} from "./members.js";
export {
  AUDIT_ACTIONS,
  AUDIT_LIST_SORTS,
  AUDIT_RESOURCES,
  AUDITED_FIELDS,
  AUDIT_RESOURCE_ID_MAX_LENGTH,
  auditListQuerySchema,
  type AuditAction,
  type AuditResource,
} from "./audit.js";
export { EVENT_TYPES, eventDraftSchema, type EventDraftOutput, type EventType } from "./events.js";
export {
  ANNOUNCEMENT_PRIORITIES,
  AUDIENCES,
  announcementDraftSchema,
  type AnnouncementDraftOutput,
  type AnnouncementPriority,
  type Audience,
} from "./announcements.js";
export {
  CHANNELS,
  DEFAULT_PRIORITY,
  PRIORITIES,
  SCHEDULE_TYPES,
  emailComposeSchema,
  notificationSchema,
  type Channel,
  type EmailComposeOutput,
  type NotificationOutput,
  type Priority,
  type ScheduleType,
} from "./communications.js";
export {
  INVITATION_ROLES,
  invitationDraftSchema,
  type InvitationDraftOutput,
  type InvitationRole,
} from "./invitations.js";
export {
  DUE_DAYS,
  PAYMENT_METHODS,
  billingSettingsSchema,
  type BillingSettingsOutput,
  type DueDay,
  type PaymentMethod,
} from "./billing.js";
export {
  DEFAULT_PHONE_COUNTRY,
  PHONE_INPUT_MAX_LENGTH,
  formatPhone,
  normalizePhone,
  phoneSearchTexts,
} from "./phone.js";
export {
  OCCUPANCY_STATUSES,
  PROPERTY_ADDRESS_MAX_LENGTH,
  PROPERTY_LIST_SORTS,
  PROPERTY_TYPES,
  PROPERTY_UNIT_MAX_LENGTH,
  createPropertyRequestSchema,
  propertyDraftSchema,
  propertyKey,
  propertyKeywords,
  propertyLabel,
  propertyListQuerySchema,
  updatePropertyRequestSchema,
  type OccupancyStatus,
  type PropertyDraft,
  type PropertyType,
  type UpdatePropertyRequest,
} from "./properties.js";
export {
  BOARD_FILTER_VALUES,
  PROPERTY_ID_MAX_LENGTH,
  RESIDENT_LIST_SORTS,
  RESIDENT_NAME_MAX_LENGTH,
  RESIDENT_RELATIONSHIPS,
  RESIDENT_STATUSES,
  createResidentRequestSchema,
  emailKey,
  residentDraftSchema,
  residentKeywords,
  residentListQuerySchema,
  residentNameKey,
  updateResidentRequestSchema,
  type ResidentDraft,
  type ResidentDraftInput,
  type ResidentRelationship,
  type ResidentStatus,
  type UpdateResidentRequest,
} from "./residents.js";
export {
  IMPORT_OUTCOMES,
  importPropertiesRequestSchema,
  importResidentsRequestSchema,
  type ImportOutcome,
  type ImportPropertiesRequest,
  type ImportResidentsRequest,
} from "./imports.js";
