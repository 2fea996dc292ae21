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
  parseCreateOrganizationRequest,
  validateOrganizationDescription,
  validateOrganizationForm,
  validateOrganizationName,
  type CreateOrganizationRequest,
  type OrganizationFormErrors,
  type ParseResult,
} from "./organization.js";
export {
  SEARCH_KEYWORD_MAX_LENGTH,
  SEARCH_QUERY_MAX_LENGTH,
  foldSearchText,
  searchKey,
  searchKeywords,
} from "./search.js";
