import { PAYMENT_METHODS, type DueDay, type PaymentMethod } from "@hoa/validation";

export type PaymentStatus = "Paid" | "Pending" | "Late";

/** Mock billing defaults (spec §9). */
export const billingDefaults: {
  monthlyFee: string;
  lateFee: string;
  dueDay: DueDay;
  paymentMethods: PaymentMethod[];
} = {
  monthlyFee: "150.00",
  lateFee: "25.00",
  dueDay: "1st",
  paymentMethods: [...PAYMENT_METHODS],
};

export const dueDayOptions: readonly { value: DueDay; label: string }[] = [
  { value: "1st", label: "1st of month" },
  { value: "15th", label: "15th of month" },
  { value: "last", label: "Last day of month" },
];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  card: "Credit/debit card",
  ach: "ACH/bank transfer",
  check: "Check/money order",
};

export interface Payment {
  id: string;
  resident: string;
  unit: string;
  amount: string;
  method: PaymentMethod;
  /** Calendar date, YYYY-MM-DD. */
  paidOn: string;
  status: PaymentStatus;
}

/** Sample March dues payments (display only). */
export const recentPayments: readonly Payment[] = [
  {
    id: "p-3012",
    resident: "Sarah Johnson",
    unit: "A-101",
    amount: "$150.00",
    method: "ach",
    paidOn: "2025-03-01",
    status: "Paid",
  },
  {
    id: "p-3013",
    resident: "Michael Chen",
    unit: "A-102",
    amount: "$150.00",
    method: "card",
    paidOn: "2025-03-02",
    status: "Paid",
  },
  {
    id: "p-3014",
    resident: "David Thompson",
    unit: "B-103",
    amount: "$150.00",
    method: "check",
    paidOn: "2025-03-04",
    status: "Pending",
  },
  {
    id: "p-3015",
    resident: "Priya Patel",
    unit: "B-207",
    amount: "$150.00",
    method: "card",
    paidOn: "2025-03-01",
    status: "Paid",
  },
  {
    id: "p-3016",
    resident: "Linda Nguyen",
    unit: "C-215",
    amount: "$175.00",
    method: "ach",
    paidOn: "2025-03-12",
    status: "Late",
  },
];

/** Sample figures for the current month. */
export const billingSummary = {
  collectedThisMonth: "$18,450.00",
  outstanding: "$2,100.00",
  lateAccounts: 6,
};
