import type { FieldErrors } from "@hoa/ui";
import type { DueDay, PaymentMethod } from "./mock-data";

export interface BillingSettings {
  monthlyFee: string;
  lateFee: string;
  dueDay: DueDay;
  paymentMethods: PaymentMethod[];
}

export const billingFormMessages = {
  monthlyFeeInvalid: "Enter the monthly fee as an amount, e.g. 150.00",
  lateFeeInvalid: "Enter the late fee as an amount, e.g. 25.00",
} as const;

const AMOUNT_PATTERN = /^\d{1,6}(?:\.\d{1,2})?$/u;

export function validateBillingSettings(settings: BillingSettings): FieldErrors<BillingSettings> {
  const errors: FieldErrors<BillingSettings> = {};
  if (!AMOUNT_PATTERN.test(settings.monthlyFee.trim())) {
    errors.monthlyFee = billingFormMessages.monthlyFeeInvalid;
  }
  if (!AMOUNT_PATTERN.test(settings.lateFee.trim())) {
    errors.lateFee = billingFormMessages.lateFeeInvalid;
  }
  return errors;
}
