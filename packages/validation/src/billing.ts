import * as v from "valibot";
import { messages } from "./messages.js";

/** When dues fall due each month (spec §3): the 1st, the 15th or the last day. */
export const DUE_DAYS = ["1st", "15th", "last"] as const;
export type DueDay = (typeof DUE_DAYS)[number];

/** How residents can pay (spec §3): card, ACH/bank transfer, check/money order. */
export const PAYMENT_METHODS = ["card", "ach", "check"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Dollars with at most 6 digits and, optionally, 1 or 2 decimals: 150, 150.5, 150.00. */
const AMOUNT_PATTERN = /^\d{1,6}(?:\.\d{1,2})?$/u;

const amount = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.regex(AMOUNT_PATTERN, message));

/** The dues and fees settings: both amounts judged after trimming. */
export const billingSettingsSchema = v.object(
  {
    monthlyFee: amount(messages.monthlyFeeInvalid),
    lateFee: amount(messages.lateFeeInvalid),
    dueDay: v.picklist(DUE_DAYS, messages.dueDayInvalid),
    paymentMethods: v.array(
      v.picklist(PAYMENT_METHODS, messages.paymentMethodsInvalid),
      messages.paymentMethodsInvalid,
    ),
  },
  messages.requestBodyNotObject,
);

export type BillingSettingsOutput = v.InferOutput<typeof billingSettingsSchema>;
