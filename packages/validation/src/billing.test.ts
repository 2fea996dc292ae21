import { describe, expect, it } from "vitest";
import {
  DUE_DAYS,
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
  paymentMethods: PaymentMethod[];
} = {
  monthlyFee: "150.00",
  lateFee: "25.00",
  dueDay: "1st",
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
