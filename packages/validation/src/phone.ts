import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";

/**
 * Phone numbers are stored in one normal form (E.164, "+15035550142") and shown formatted. The
 * organizations are in the United States (their time zones are PT, MT, CT and ET), so a number
 * written without a country code is read as a US number.
 */
export const DEFAULT_PHONE_COUNTRY: CountryCode = "US";

/** Longest phone text accepted before parsing (formatting characters included). */
export const PHONE_INPUT_MAX_LENGTH = 40;

/** The E.164 form of a phone number as a person writes it, or `undefined` if it is not one. */
export function normalizePhone(text: string): string | undefined {
  if (text.length > PHONE_INPUT_MAX_LENGTH) return undefined;
  const parsed = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** "(503) 555-0142" for a US number, "+44 20 7946 0018" for another; the text itself otherwise. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164, DEFAULT_PHONE_COUNTRY);
  if (!parsed) return e164;
  return parsed.country === DEFAULT_PHONE_COUNTRY
    ? parsed.formatNational()
    : parsed.formatInternational();
}

/** The digit strings search finds a stored number by: "15035550142" and "5035550142". */
export function phoneSearchTexts(e164: string): string[] {
  const digits = e164.replace(/\D/gu, "");
  return e164.startsWith("+1") ? [digits, digits.slice(1)] : [digits];
}
