import type {
  AdjustmentRequest,
  BillingSettingsOutput,
  PaymentRequest,
  ReversalRequest,
} from "@hoa/validation";
import { LIST_LIMIT_MAX } from "@hoa/validation";
import { useIsMutating } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { ifMatch } from "../../../api/if-match";
import { useItemMutation } from "../../../api/item-mutation";
import { queryKeys } from "../../../api/query-keys";
import { orgFetcher, queryHook } from "../../../api/reads";
import { postRequest } from "../../../api/requests";

export type BillingSettings = ApiSchemas["BillingSettings"];
export type BillingSummary = ApiSchemas["BillingSummary"];
export type BillingReport = ApiSchemas["BillingReport"];
export type AccountRow = BillingReport["rows"][number];
export type { PropertyAccount } from "../../../api/get-property-account";
export type LedgerEntry = ApiSchemas["LedgerEntry"];

export const useBillingSettings = queryHook(
  queryKeys.billing.settings,
  orgFetcher("/api/orgs/{orgId}/billing/settings"),
);

export const useBillingSummary = queryHook(
  queryKeys.billing.summary,
  orgFetcher("/api/orgs/{orgId}/billing/summary"),
);

/** `GET .../billing/report`: every property's balance and aging, as of today. */
export const getBillingReport = orgFetcher("/api/orgs/{orgId}/billing/report");

export const useBillingReport = queryHook(queryKeys.billing.report, getBillingReport);

/** The whole ledger of a property, oldest first (page after page of the largest size). */
export async function getLedger(
  orgId: string,
  propertyId: string,
  signal?: AbortSignal,
): Promise<LedgerEntry[]> {
  const entries: LedgerEntry[] = [];
  let cursor: string | undefined;
  do {
    const page = await unwrap(
      api.GET("/api/orgs/{orgId}/billing/properties/{propertyId}/ledger", {
        params: {
          path: { orgId, propertyId },
          query: { sort: "seq", limit: LIST_LIMIT_MAX, ...(cursor ? { cursor } : {}) },
        },
        signal,
      }),
    );
    entries.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return entries;
}

export const useLedger = queryHook(queryKeys.billing.ledger, getLedger);

/** Everything billing shows changes with an entry: read it all again (and the activity). */
const billingChangeKeys = [queryKeys.billing.all, queryKeys.audit.all];

export const useSaveBillingSettings = (orgId: string) =>
  useItemMutation({
    mutationFn: ({ settings, version }: { settings: BillingSettingsOutput; version: number }) =>
      unwrap(
        api.PUT("/api/orgs/{orgId}/billing/settings", {
          params: { path: { orgId }, header: ifMatch({ version }) },
          body: settings,
        }),
      ),
    meta: { errorMessage: "The billing settings could not be saved", toastId: "billing-settings" },
    invalidatesOnError: [queryKeys.billing.all],
    setsDetail: () => queryKeys.billing.settings(orgId),
    invalidates: billingChangeKeys,
  });

const postPayment = postRequest("/api/orgs/{orgId}/billing/properties/{propertyId}/payments");
const postAdjustment = postRequest("/api/orgs/{orgId}/billing/properties/{propertyId}/adjustments");
const postReversal = postRequest(
  "/api/orgs/{orgId}/billing/properties/{propertyId}/ledger/{entryId}/reversal",
);

const recordPaymentKey = ["billing", "recordPayment"] as const;
const addAdjustmentKey = ["billing", "addAdjustment"] as const;

/** Whether a payment, or a charge or credit, started by a dialog's form is still being sent. */
export const useRecordPaymentPending = () => useIsMutating({ mutationKey: recordPaymentKey }) > 0;
export const useAddAdjustmentPending = () => useIsMutating({ mutationKey: addAdjustmentKey }) > 0;

/** Records a payment, once per payment meant (`useIdempotencyKeys`). */
export const useRecordPayment = (orgId: string, propertyId: string) =>
  useItemMutation({
    mutationKey: recordPaymentKey,
    mutationFn: (payment: PaymentRequest, keyFor) =>
      postPayment({ orgId, propertyId }, payment, { idempotencyKey: keyFor(payment) }),
    meta: { errorMessage: "The payment could not be recorded", toastId: "record-payment" },
    invalidates: billingChangeKeys,
  });

/** Adds a charge or credit, once per entry meant (`useIdempotencyKeys`). */
export const useAddAdjustment = (orgId: string, propertyId: string) =>
  useItemMutation({
    mutationKey: addAdjustmentKey,
    mutationFn: (adjustment: AdjustmentRequest, keyFor) =>
      postAdjustment({ orgId, propertyId }, adjustment, { idempotencyKey: keyFor(adjustment) }),
    meta: { errorMessage: "The entry could not be added", toastId: "add-adjustment" },
    invalidates: billingChangeKeys,
  });

export const useReverseEntry = (orgId: string, propertyId: string) =>
  useItemMutation({
    mutationFn: ({ entryId, request }: { entryId: string; request: ReversalRequest }) =>
      postReversal({ orgId, propertyId, entryId }, request),
    meta: { errorMessage: "The entry could not be reversed", toastId: "reverse-entry" },
    invalidates: billingChangeKeys,
  });
