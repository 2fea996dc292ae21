import { describe, expect, it } from "vitest";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  checkPassword,
  isValidPassword,
  messages,
  passwordRules,
  validatePassword,
  validatePasswordConfirmation,
  validatePasswordSubmission,
  type PasswordRuleId,
} from "./index.js";

const LENGTH = "Password length must be at least 6 characters";
const UPPERCASE = "Password must include 1 uppercase letter";
const LOWERCASE = "Password must include 1 lowercase letter";
const SPECIAL = "Password must include 1 special character";
const NUMBER = "Password must include 1 number";

const passes = (rule: PasswordRuleId, password: string): boolean => {
  const result = checkPassword(password).find((entry) => entry.id === rule);
  if (!result) throw new Error(`No result for the ${rule} rule`);
  return result.passed;
};

/** A password meeting every other rule, padded with `filler` to `length` code points. */
const passwordOfLength = (length: number, filler: string): string =>
  "Aa1!" + filler.repeat(length - 4);

describe("password constants", () => {
  it("match the product's limits and special characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PASSWORD_MAX_LENGTH).toBe(4096);
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('!@#$%^&*(),.?":{}|<>');
  });
});

describe("the length rule", () => {
  it.each([
    ["ASCII", "x"],
    ["accented (two UTF-8 bytes)", "é"],
    ["CJK (three UTF-8 bytes)", "漢"],
    ["emoji (two UTF-16 units)", "😀"],
  ])("with %s characters, fails at 5, passes at 6 and 4096, fails at 4097", (_case, filler) => {
    expect(passes("length", passwordOfLength(5, filler))).toBe(false);
    expect(passes("length", passwordOfLength(6, filler))).toBe(true);
    expect(passes("length", passwordOfLength(4096, filler))).toBe(true);
    expect(passes("length", passwordOfLength(4097, filler))).toBe(false);
  });

  it("counts an emoji as one character, not two", () => {
    const fiveCharacters = passwordOfLength(5, "😀");
    expect(fiveCharacters.length).toBe(6);
    expect(isValidPassword(fiveCharacters)).toBe(false);
    expect(isValidPassword(passwordOfLength(PASSWORD_MAX_LENGTH, "😀"))).toBe(true);
  });

  it("fails for the empty password", () => {
    expect(passes("length", "")).toBe(false);
  });
});

describe("the uppercase rule", () => {
  it.each(["A", "Z", "É", "Ä", "Ω", "Ж", "Ş"])("passes with %s", (letter) => {
    expect(passes("uppercase", `abc1!${letter}`)).toBe(true);
  });

  it.each(["abcdef", "abc123!@#", "ß漢字1!", "ǅ"])("fails for %s", (password) => {
    expect(passes("uppercase", password)).toBe(false);
  });
});

describe("the lowercase rule", () => {
  it.each(["a", "z", "é", "ß", "ω", "ж", "ş"])("passes with %s", (letter) => {
    expect(passes("lowercase", `ABC1!${letter}`)).toBe(true);
  });

  it.each(["ABCDEF", "ABC123!@#", "ÉΩЖ漢字1!", "ǅ"])("fails for %s", (password) => {
    expect(passes("lowercase", password)).toBe(false);
  });
});

describe("the special-character rule", () => {
  it.each(Array.from(PASSWORD_SPECIAL_CHARACTERS))("passes with %s alone", (character) => {
    expect(passes("special", character)).toBe(true);
    expect(isValidPassword(`Abcde1${character}`)).toBe(true);
  });

  it("accepts exactly the twenty characters the product lists", () => {
    expect(Array.from(PASSWORD_SPECIAL_CHARACTERS).sort()).toEqual(
      [
        "!",
        "@",
        "#",
        "$",
        "%",
        "^",
        "&",
        "*",
        "(",
        ")",
        ",",
        ".",
        "?",
        '"',
        ":",
        "{",
        "}",
        "|",
        "<",
        ">",
      ].sort(),
    );
  });

  it.each(["-", "_", "+", "=", ";", "'", "[", "]", "~", "`", "/", "\\", " ", "！", "＠", "§", "€"])(
    "fails with %j, which is outside the set",
    (character) => {
      expect(passes("special", `Abcde1${character}`)).toBe(false);
      expect(isValidPassword(`Abcde1${character}`)).toBe(false);
    },
  );
});

describe("the number rule", () => {
  it.each(Array.from("0123456789"))("passes with %s", (digit) => {
    expect(passes("number", `Abc!${digit}`)).toBe(true);
  });

  it.each([
    ["Arabic-Indic three", "٣"],
    ["full-width five", "５"],
    ["superscript two", "²"],
    ["Roman numeral twelve", "Ⅻ"],
  ])("fails with the %s, which is not an ASCII digit", (_case, character) => {
    expect(passes("number", `Abcde!${character}`)).toBe(false);
  });
});

describe("checkPassword", () => {
  it("lists the five rules in the product's order with their exact messages", () => {
    expect(checkPassword("")).toEqual([
      { id: "length", message: LENGTH, passed: false },
      { id: "uppercase", message: UPPERCASE, passed: false },
      { id: "lowercase", message: LOWERCASE, passed: false },
      { id: "special", message: SPECIAL, passed: false },
      { id: "number", message: NUMBER, passed: false },
    ]);
  });

  it("marks each rule on its own", () => {
    expect(checkPassword("abc1").map((rule) => rule.passed)).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
    expect(checkPassword("Admin123!").every((rule) => rule.passed)).toBe(true);
  });

  it("follows the order of passwordRules", () => {
    expect(checkPassword("x").map((rule) => rule.id)).toEqual(passwordRules.map((rule) => rule.id));
  });
});

describe("isValidPassword", () => {
  it.each(["Admin123!", "Newuser1!", "Ünïcødé1?", "Aa1!aa"])("accepts %s", (password) => {
    expect(isValidPassword(password)).toBe(true);
  });

  it.each(["Aa1!a", "admin123!", "ADMIN123!", "Admin123", "Admin!!!", ""])(
    "rejects %s",
    (password) => {
      expect(isValidPassword(password)).toBe(false);
    },
  );
});

describe("validatePassword", () => {
  it.each([
    ["", LENGTH],
    ["abcdef", UPPERCASE],
    ["ABCDEF", LOWERCASE],
    ["Abcdef", SPECIAL],
    ["Abcde!", NUMBER],
  ])("returns the first broken rule's message for %j", (password, message) => {
    expect(validatePassword(password)).toBe(message);
  });

  it("returns no message for a valid password", () => {
    expect(validatePassword("Admin123!")).toBeUndefined();
  });

  it('has the sign-in message "Please enter a valid password" alongside', () => {
    expect(messages.passwordInvalid).toBe("Please enter a valid password");
  });
});

describe("validatePasswordConfirmation", () => {
  it('shows "Passwords do not match" once touched and different', () => {
    expect(validatePasswordConfirmation("Admin123!", "Admin123", true)).toBe(
      "Passwords do not match",
    );
    expect(validatePasswordConfirmation("Admin123!", "")).toBe("Passwords do not match");
  });

  it("stays silent while the verify field is untouched", () => {
    expect(validatePasswordConfirmation("Admin123!", "", false)).toBeUndefined();
  });

  it("stays silent when both match", () => {
    expect(validatePasswordConfirmation("Admin123!", "Admin123!")).toBeUndefined();
  });

  it("compares exactly, without trimming or case folding", () => {
    expect(validatePasswordConfirmation("Admin123!", "Admin123! ")).toBe("Passwords do not match");
    expect(validatePasswordConfirmation("Admin123!", "admin123!")).toBe("Passwords do not match");
  });
});

describe("validatePasswordSubmission", () => {
  it('returns "Password does not meet requirements." for an invalid password, even if both match', () => {
    expect(validatePasswordSubmission("admin", "admin")).toBe(
      "Password does not meet requirements.",
    );
  });

  it('returns "Passwords do not match." for a valid password with an empty or different verify field', () => {
    expect(validatePasswordSubmission("Admin123!", "")).toBe("Passwords do not match.");
    expect(validatePasswordSubmission("Admin123!", "Admin123?")).toBe("Passwords do not match.");
  });

  it("allows a valid password confirmed exactly", () => {
    expect(validatePasswordSubmission("Admin123!", "Admin123!")).toBeUndefined();
  });
});
