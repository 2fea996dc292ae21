import { messages } from "./messages.js";
import { characterCount } from "./text.js";

/** Something before and after a single `@`, a dot in the domain, and no white space anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;

/** Longest address the identity provider and RFC 5321 accept. */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return characterCount(value) <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** The field message for an invalid email, or `undefined` when the address is acceptable. */
export function validateEmail(value: string): string | undefined {
  return isValidEmail(value) ? undefined : messages.emailInvalid;
}
