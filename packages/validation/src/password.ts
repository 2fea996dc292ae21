import { messages } from "./messages.js";
import { characterCount } from "./text.js";

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 4096;
/** The special characters a password may use to satisfy its special-character rule, and no others. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export type PasswordRuleId = "length" | "uppercase" | "lowercase" | "special" | "number";

export interface PasswordRule {
  readonly id: PasswordRuleId;
  /** The exact message shown when the rule fails, and the checklist line for it. */
  readonly message: string;
  readonly test: (password: string) => boolean;
}

export interface PasswordRuleResult {
  id: PasswordRuleId;
  message: string;
  passed: boolean;
}

const specialCharacters = new Set(PASSWORD_SPECIAL_CHARACTERS);

/** The five rules in the order the product lists them. Letters count in any alphabet. */
export const passwordRules: readonly PasswordRule[] = [
  {
    id: "length",
    message: messages.passwordLength,
    test: (password) => {
      const length = characterCount(password);
      return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
    },
  },
  { id: "uppercase", message: messages.passwordUppercase, test: (p) => /\p{Lu}/u.test(p) },
  { id: "lowercase", message: messages.passwordLowercase, test: (p) => /\p{Ll}/u.test(p) },
  {
    id: "special",
    message: messages.passwordSpecial,
    test: (password) => Array.from(password).some((char) => specialCharacters.has(char)),
  },
  { id: "number", message: messages.passwordNumber, test: (p) => /[0-9]/.test(p) },
];

/** One result per rule, in the order of `passwordRules`, for a live checklist. */
export function checkPassword(password: string): PasswordRuleResult[] {
  return passwordRules.map(({ id, message, test }) => ({ id, message, passed: test(password) }));
}

export function isValidPassword(password: string): boolean {
  return passwordRules.every((rule) => rule.test(password));
}

/** The message of the first rule the password breaks, or `undefined` when it meets them all. */
export function validatePassword(password: string): string | undefined {
  return passwordRules.find((rule) => !rule.test(password))?.message;
}

/** "Passwords do not match" once the verify field has been touched and differs; else `undefined`. */
export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
  touched = true,
): string | undefined {
  return touched && password !== confirmation ? messages.passwordsDoNotMatch : undefined;
}

/**
 * The toast for submitting a new password with its confirmation, or `undefined` when submitting is
 * allowed (the password is valid and the non-empty confirmation matches it). A form keeps its
 * submit button disabled while this returns a message.
 */
export function validatePasswordSubmission(
  password: string,
  confirmation: string,
): string | undefined {
  if (!isValidPassword(password)) return messages.passwordSubmitInvalid;
  // A valid password is never empty, so an empty confirmation always lands here.
  if (password !== confirmation) return messages.passwordSubmitMismatch;
  return undefined;
}
