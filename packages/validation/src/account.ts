import * as v from "valibot";
import { rule, trimmedText } from "./schema.js";
import { characterCount } from "./text.js";

/** The longest name an account may carry (Firebase Auth keeps a display name of any length). */
export const DISPLAY_NAME_MAX_LENGTH = 100;

export const accountMessages = {
  displayNameRequired: "Name is required",
  displayNameTooLong: `Name must be at most ${DISPLAY_NAME_MAX_LENGTH} characters`,
  displayNameNotText: "Name must be text",
} as const;

/** The first message for an account's name, judged after trimming, or `undefined`. */
export function validateDisplayName(name: string): string | undefined {
  const length = characterCount(name.trim());
  if (length === 0) return accountMessages.displayNameRequired;
  if (length > DISPLAY_NAME_MAX_LENGTH) return accountMessages.displayNameTooLong;
  return undefined;
}

/** An account's name as the create-account and profile forms save it: trimmed, 1 to 100 characters. */
export const displayNameSchema = v.pipe(
  trimmedText(accountMessages.displayNameNotText),
  rule(validateDisplayName),
);

/** The profile form: the account's name. */
export const profileFormSchema = v.object({ displayName: displayNameSchema });
