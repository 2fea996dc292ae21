import { describe, expect, it } from "vitest";
import {
  BILLING_DEFAULTS,
  DUE_DAYS,
  LEDGER_KINDS,
  LEDGER_KIND_LABELS,
  addDays,
  agingBucketOf,
  centsToAmount,
  daysBetween,
  dueDateOf,
  formatCents,
  isLocalDate,
  localDateIn,
  parseCents,
  paymentRequestSchema,
  adjustmentRequestSchema,
  PAYMENT_METHODS,
  billingSettingsSchema,
  checkSchema,
  fieldErrorsOf,
  messages,
  type DueDay,
  type PaymentMethod,
} from "./index.js";

const MONTHLY_FEE_INVALID = "Enter the monthly fee as an amount, e.g. 150.00";
const LATE_FEE_INVALID = "Enter the late fee as an amount, e.g. 25.00";
const DUE_DAY_INVALID = "Due day must be 1st, 15th or last";
const PAYMENT_METHODS_INVALID = "Payment methods must be a list of card, ach or check";

/** The billing form as the console holds it. */
const settings: {
  monthlyFee: string;
  lateFee: string;
  dueDay: DueDay;
  graceDays: string;
  paymentMethods: PaymentMethod[];
} = {
  monthlyFee: "150.00",
  lateFee: "25.00",
  dueDay: "1st",
  graceDays: "15",
  paymentMethods: ["card", "ach", "check"],
};

describe("billing constants", () => {
  it("are the specification's due days and payment methods", () => {
    expect(DUE_DAYS).toEqual(["1st", "15th", "last"]);
    expect(PAYMENT_METHODS).toEqual(["card", "ach", "check"]);
  });

  it("are each named by the message for a value that is not one of them", () => {
    for (const day of DUE_DAYS) expect(messages.dueDayInvalid).toContain(day);
    for (const method of PAYMENT_METHODS) expect(messages.paymentMethodsInvalid).toContain(method);
  });
});

describe("billingSettingsSchema in a form (fieldErrorsOf)", () => {
  it("returns no errors for the defaults", () => {
    expect(fieldErrorsOf(billingSettingsSchema, settings)).toEqual({});
  });

  it.each([
    ["0", "0"],
    ["a whole amount", "150"],
    ["one decimal", "150.5"],
    ["two decimals", "150.00"],
    ["the largest amount", "999999.99"],
    ["padding", " 25.00 "],
  ])("accepts an amount with %s", (_case, amount) => {
    expect(
      fieldErrorsOf(billingSettingsSchema, { ...settings, monthlyFee: amount, lateFee: amount }),
    ).toEqual({});
  });

  it.each([
    ["empty", ""],
    ["white space only", "   "],
    ["a trailing point", "150."],
    ["no whole part", ".50"],
    ["three decimals", "150.001"],
    ["seven digits", "1000000"],
    ["a minus sign", "-5"],
    ["a dollar sign", "$150"],
    ["a grouping comma", "1,500"],
    ["a word", "free"],
  ])("refuses both amounts when %s, each with its own message", (_case, amount) => {
    expect(
      fieldErrorsOf(billingSettingsSchema, { ...settings, monthlyFee: amount, lateFee: amount }),
    ).toEqual({
      monthlyFee: MONTHLY_FEE_INVALID,
      lateFee: LATE_FEE_INVALID,
    });
  });

  it("accepts no payment method chosen", () => {
    expect(fieldErrorsOf(billingSettingsSchema, { ...settings, paymentMethods: [] })).toEqual({});
  });
});

describe("billingSettingsSchema as a request (checkSchema)", () => {
  it("trims the amounts and keeps them as text", () => {
    expect(checkSchema(billingSettingsSchema, { ...settings, monthlyFee: " 175.00 " })).toEqual({
      ok: true,
      value: { ...settings, monthlyFee: "175.00" },
    });
  });

  it("refuses an amount sent as a number", () => {
    expect(checkSchema(billingSettingsSchema, { ...settings, lateFee: 25 })).toEqual({
      ok: false,
      error: LATE_FEE_INVALID,
      fields: { lateFee: LATE_FEE_INVALID },
    });
  });

  it.each([
    ["unknown", "2nd"],
    ["missing", undefined],
  ])("refuses a due day that is %s", (_case, dueDay) => {
    expect(checkSchema(billingSettingsSchema, { ...settings, dueDay })).toEqual({
      ok: false,
      error: DUE_DAY_INVALID,
      fields: { dueDay: DUE_DAY_INVALID },
    });
  });

  it("refuses an unknown payment method and a list that is not a list", () => {
    expect(
      checkSchema(billingSettingsSchema, { ...settings, paymentMethods: ["card", "cash"] }),
    ).toEqual({
      ok: false,
      error: PAYMENT_METHODS_INVALID,
      fields: { "paymentMethods.1": PAYMENT_METHODS_INVALID },
    });
    expect(checkSchema(billingSettingsSchema, { ...settings, paymentMethods: "card" })).toEqual({
      ok: false,
      error: PAYMENT_METHODS_INVALID,
      fields: { paymentMethods: PAYMENT_METHODS_INVALID },
    });
  });

  it("names a refused payment method by its list in a form", () => {
    const values = { ...settings, paymentMethods: ["card", "cash"] } as unknown as typeof settings;
    expect(fieldErrorsOf(billingSettingsSchema, values)).toEqual({
      paymentMethods: PAYMENT_METHODS_INVALID,
    });
  });
});

describe("grace days", () => {
  it.each(["0", "15", "60", " 5 "])("accepts %j", (graceDays) => {
    expect(fieldErrorsOf(billingSettingsSchema, { ...settings, graceDays })).toEqual({});
  });
  it.each(["", "61", "-1", "1.5", "ten"])("refuses %j", (graceDays) => {
    expect(fieldErrorsOf(billingSettingsSchema, { ...settings, graceDays })).toEqual({
      graceDays: messages.graceDaysInvalid,
    });
  });
  it("defaults to the specification's fees and 15 grace days", () => {
    expect(BILLING_DEFAULTS).toEqual(settings);
  });
});

describe("money in cents", () => {
  it.each([
    ["150.00", 15000],
    ["150", 15000],
    ["150.5", 15050],
    [" 0.07 ", 7],
    ["0.1", 10],
    ["999999.99", 99999999],
    ["19.99", 1999],
    ["0.29", 29],
  ])("parses %j as %d cents", (text, cents) => {
    expect(parseCents(text)).toBe(cents);
  });

  it.each(["", "1.", ".5", "1.001", "-1", "$1", "1,000", "1e3", "NaN"])("refuses %j", (text) => {
    expect(parseCents(text)).toBeNull();
  });

  it("writes cents back as an amount and reads it again unchanged", () => {
    for (let cents = 0; cents < 100_000; cents += 7) {
      expect(parseCents(centsToAmount(cents))).toBe(cents);
    }
    expect(centsToAmount(-2550)).toBe("-25.50");
  });

  it("formats cents as US dollars", () => {
    expect(formatCents(15000)).toBe("$150.00");
    expect(formatCents(123456789)).toBe("$1,234,567.89");
    expect(formatCents(-2500)).toBe("-$25.00");
    expect(formatCents(1)).toBe("$0.01");
  });
});

describe("local dates", () => {
  it("reads the calendar date in the organization's zone", () => {
    const instant = new Date("2026-12-01T06:30:00.000Z");
    expect(localDateIn(instant, "America/New_York")).toBe("2026-12-01");
    expect(localDateIn(instant, "America/Los_Angeles")).toBe("2026-11-30");
  });

  it("finds each due day of a period, February's last day included", () => {
    expect(dueDateOf("2026-11", "1st")).toBe("2026-11-01");
    expect(dueDateOf("2026-11", "15th")).toBe("2026-11-15");
    expect(dueDateOf("2026-11", "last")).toBe("2026-11-30");
    expect(dueDateOf("2027-02", "last")).toBe("2027-02-28");
    expect(dueDateOf("2028-02", "last")).toBe("2028-02-29");
  });

  it("counts days and checks dates", () => {
    expect(addDays("2026-12-25", 15)).toBe("2027-01-09");
    expect(daysBetween("2026-11-01", "2026-12-01")).toBe(30);
    expect(isLocalDate("2027-02-29")).toBe(false);
    expect(isLocalDate("2028-02-29")).toBe(true);
    expect(agingBucketOf(-3)).toBe("current");
    expect(agingBucketOf(30)).toBe("days30");
    expect(agingBucketOf(89)).toBe("days60");
    expect(agingBucketOf(400)).toBe("days90");
  });
});

describe("payments and adjustments", () => {
  it("keeps amounts as text and refuses zero", () => {
    const payment = { method: "check", amount: " 75.5 ", date: "2026-11-20", reference: "#1042" };
    expect(checkSchema(paymentRequestSchema, payment)).toEqual({
      ok: true,
      value: { ...payment, amount: "75.5", memo: "" },
    });
    expect(
      fieldErrorsOf(adjustmentRequestSchema, {
        kind: "credit",
        amount: "0.00",
        date: "2026-02-30",
      }),
    ).toEqual({ amount: messages.amountNotPositive, date: messages.entryDateInvalid });
  });
});

describe("the ledger's kinds", () => {
  it("know a fine, labelled Fine, and an administrator adds none by hand", () => {
    expect(LEDGER_KINDS).toContain("fine");
    expect(LEDGER_KIND_LABELS.fine).toBe("Fine");
    const fine = { kind: "fine", amount: "50.00", date: "2026-11-20" };
    expect(checkSchema(adjustmentRequestSchema, fine)).toMatchObject({
      ok: false,
      fields: { kind: messages.adjustmentKindInvalid },
    });
  });
});
