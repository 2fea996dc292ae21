import * as v from "valibot";
import { messages } from "./messages.js";
import { checkSchema, optionalText, rule, text, trimmedText } from "./schema.js";
import { characterCount } from "./text.js";

export const ORGANIZATION_NAME_MIN_LENGTH = 3;
export const ORGANIZATION_NAME_MAX_LENGTH = 100;
export const ORGANIZATION_DESCRIPTION_MAX_LENGTH = 500;
/** Firebase Auth uids are at most 128 characters. */
export const USER_ID_MAX_LENGTH = 128;

/** The first message for an organization name, judged after trimming, or `undefined`. */
export function validateOrganizationName(name: string): string | undefined {
  const length = characterCount(name.trim());
  if (length === 0) return messages.organizationNameRequired;
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

/**
 * The "Add your HOA" form, and the organization fields of `POST /api/createOrg`: the name and
 * description, trimmed.
 */
export const organizationFormSchema = v.object(
  {
    // A name that is not text is treated as no name at all.
    name: v.pipe(trimmedText(messages.organizationNameRequired), rule(validateOrganizationName)),
    description: v.pipe(
      optionalText(messages.organizationDescriptionNotText),
      rule(validateOrganizationDescription),
    ),
  },
  messages.requestBodyNotObject,
);

/** `POST /api/createOrg`: the name and description are trimmed; unknown fields are dropped. */
export const createOrganizationRequestSchema = v.object(
  {
    ...organizationFormSchema.entries,
    createdBy: v.pipe(
      text(messages.createdByRequired),
      v.check(isUserId, messages.createdByRequired),
    ),
  },
  messages.requestBodyNotObject,
);

export type CreateOrganizationRequest = v.InferOutput<typeof createOrganizationRequestSchema>;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isUserId(value: string): boolean {
  return value.trim() !== "" && characterCount(value) <= USER_ID_MAX_LENGTH;
}

/**
 * Checks a `POST /api/createOrg` body and returns the cleaned payload (trimmed name and
 * description, a missing or null description as "", unknown fields dropped) or the first message
 * that applies, judging the body, then `name`, `description` and `createdBy`. Never throws.
 *
 * @example
 * const result = parseCreateOrganizationRequest(request.body);
 * if (!result.ok) return response.status(400).json({ error: result.error });
 */
export function parseCreateOrganizationRequest(
  body: unknown,
): ParseResult<CreateOrganizationRequest> {
  if (!isJsonObject(body)) return { ok: false, error: messages.requestBodyNotObject };
  // Only the body's own fields count: an inherited property is not something the client sent.
  const result = checkSchema(createOrganizationRequestSchema, { ...body });
  return result.ok ? result : { ok: false, error: result.error };
}
