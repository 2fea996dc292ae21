import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, isValidEmail, validateEmail } from "./index.js";

const INVALID_EMAIL = "Please enter a valid email address";

/** An address of exactly `length` code points: a long local part at a short domain. */
const emailOfLength = (length: number, localCharacter = "a"): string =>
  `${localCharacter.repeat(length - "@hoa.io".length)}@hoa.io`;

describe("isValidEmail", () => {
  it.each([
    "admin@demo.hoa",
    "new@demo.hoa",
    "first.last@example.com",
    "first+tag@example.co.uk",
    "UPPER@EXAMPLE.COM",
    "o'brien@example.ie",
    "123@456.78",
    "josé@correo.es",
    "пользователь@пример.рф",
  ])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ["an empty string", ""],
    ["a bare name", "admin"],
    ["an address without @", "admin.demo.hoa"],
    ["an address without a dot in the domain", "admin@demo"],
    ["an address with two @", "admin@demo@demo.hoa"],
    ["an address with nothing before @", "@demo.hoa"],
    ["an address with nothing after @", "admin@"],
    ["a domain starting with a dot", "admin@.demo.hoa"],
    ["a domain ending with a dot", "admin@demo.hoa."],
    ["a domain with two dots in a row", "admin@demo..hoa"],
    ["a space in the local part", "ad min@demo.hoa"],
    ["a space in the domain", "admin@demo .hoa"],
    ["a leading space", " admin@demo.hoa"],
    ["a trailing space", "admin@demo.hoa "],
    ["a tab", "admin@demo.hoa\t"],
    ["a line break", "admin@demo.hoa\n"],
    ["a no-break space", "admin\u00a0@demo.hoa"],
    ["an ideographic space", "admin@demo.hoa\u3000"],
  ])("rejects %s", (_case, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("accepts 254 characters and rejects 255", () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
    expect(isValidEmail(emailOfLength(254))).toBe(true);
    expect(isValidEmail(emailOfLength(255))).toBe(false);
  });

  it("counts a character outside the Basic Multilingual Plane as one", () => {
    const emoji = "😀";
    expect(emailOfLength(254, emoji).length).toBeGreaterThan(254);
    expect(isValidEmail(emailOfLength(254, emoji))).toBe(true);
    expect(isValidEmail(emailOfLength(255, emoji))).toBe(false);
  });
});

describe("validateEmail", () => {
  it("returns no message for a valid address", () => {
    expect(validateEmail("admin@demo.hoa")).toBeUndefined();
  });

  it.each([
    ["an empty string", ""],
    ["a bare name", "admin"],
    ["an address with a space", "admin @demo.hoa"],
    ["an address over 254 characters", emailOfLength(255)],
  ])('returns "Please enter a valid email address" for %s', (_case, email) => {
    expect(validateEmail(email)).toBe(INVALID_EMAIL);
  });
});
