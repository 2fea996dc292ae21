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
} as const;

export type MessageKey = keyof typeof messages;
