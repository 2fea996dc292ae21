import { messages } from "./messages.js";

export const ORGANIZATION_NAME_MIN_LENGTH = 3;
export const ORGANIZATION_NAME_MAX_LENGTH = 100;
export const ORGANIZATION_DESCRIPTION_MAX_LENGTH = 500;
/** Firebase Auth uids are at most 128 characters. */
const USER_ID_MAX_LENGTH = 128;

const characterCount = (value: string): number => Array.from(value).length;

/** The first message for an organization name, judged after trimming, or `undefined`. */
export function validateOrganizationName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return messages.organizationNameRequired;
  const length = characterCount(trimmed);
  if (length < ORGANIZATION_NAME_MIN_LENGTH) return messages.organizationNameTooShort;
  if (length > ORGANIZATION_NAME_MAX_LENGTH) return messages.organizationNameTooLong;
  return undefined;
}

/** The message for an optional description, judged after trimming, or `undefined`. */
export function validateOrganizationDescription(description: string): string | undefined {
  return characterCount(description.trim()) > ORGANIZATION_DESCRIPTION_MAX_LENGTH
    ? messages.organizationDescriptionTooLong
    : undefined;
}

export interface OrganizationFormErrors {
  name?: string;
  description?: string;
}

/** Both field errors of the "Add your HOA" form at once (an empty object when it is valid). */
export function validateOrganizationForm(values: {
  name: string;
  description: string;
}): OrganizationFormErrors {
  const errors: OrganizationFormErrors = {};
  const name = validateOrganizationName(values.name);
  const description = validateOrganizationDescription(values.description);
  if (name) errors.name = name;
  if (description) errors.description = description;
  return errors;
}

export interface CreateOrganizationRequest {
  name: string;
  description: string;
  createdBy: string;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Checks a `POST /api/createOrg` body and returns the cleaned payload (trimmed name and
 * description, unknown fields dropped) or the first message that applies. Never throws.
 *
 * @example
 * const result = parseCreateOrganizationRequest(JSON.parse(body));
 * if (!result.ok) return response.status(400).json({ error: result.error });
 */
export function parseCreateOrganizationRequest(body: unknown): ParseResult<CreateOrganizationRequest> {
  if (!isPlainObject(body)) return { ok: false, error: messages.requestBodyNotObject };
  const { name, description, createdBy } = body;

  const nameError = validateOrganizationName(typeof name === "string" ? name : "");
  if (nameError) return { ok: false, error: nameError };

  if (description !== undefined && description !== null && typeof description !== "string") {
    return { ok: false, error: messages.organizationDescriptionNotText };
  }
  const descriptionText = typeof description === "string" ? description : "";
  const descriptionError = validateOrganizationDescription(descriptionText);
  if (descriptionError) return { ok: false, error: descriptionError };

  if (
    typeof createdBy !== "string" ||
    createdBy.trim() === "" ||
    createdBy.length > USER_ID_MAX_LENGTH
  ) {
    return { ok: false, error: messages.createdByRequired };
  }

  return {
    ok: true,
    value: { name: (name as string).trim(), description: descriptionText.trim(), createdBy },
  };
}
