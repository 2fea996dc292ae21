import type {
  AdjustmentRequest,
  BillingSettingsOutput,
  PaymentRequest,
  ReversalRequest,
} from "@hoa/validation";
import { LIST_LIMIT_MAX } from "@hoa/validation";
import { useIsMutating, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, type ApiSchemas } from "../../../api/client";
import { idempotencyHeader, useIdempotencyKeys } from "../../../api/idempotency";
import { queryKeys } from "../../../api/query-keys";

export type BillingSettings = ApiSchemas["BillingSettings"];
export type BillingSummary = ApiSchemas["BillingSummary"];
export type BillingReport = ApiSchemas["BillingReport"];
export type AccountRow = BillingReport["rows"][number];
export type { PropertyAccount } from "../../../api/get-property-account";
export type LedgerEntry = ApiSchemas["LedgerEntry"];

export function useBillingSettings(orgId: string) {
  return useQuery({
    queryKey: queryKeys.billing.settings(orgId),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET("/api/orgs/{orgId}/billing/settings", { params: { path: { orgId } }, signal }),
      ),
  });
}

export function useBillingSummary(orgId: string) {
  return useQuery({
    queryKey: queryKeys.billing.summary(orgId),
    queryFn: ({ signal }) =>
      unwrap(api.GET("/api/orgs/{orgId}/billing/summary", { params: { path: { orgId } }, signal })),
  });
}

/** `GET .../billing/report`: every property's balance and aging, as of today. */
export function getBillingReport(orgId: string, signal?: AbortSignal) {
  return unwrap(
    api.GET("/api/orgs/{orgId}/billing/report", { params: { path: { orgId } }, signal }),
  );
}

export function useBillingReport(orgId: string) {
  return useQuery({
    queryKey: queryKeys.billing.report(orgId),
    queryFn: ({ signal }) => getBillingReport(orgId, signal),
  });
}

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

export function useLedger(orgId: string, propertyId: string) {
  return useQuery({
    queryKey: queryKeys.billing.ledger(orgId, propertyId),
    queryFn: ({ signal }) => getLedger(orgId, propertyId, signal),
  });
}

/** Everything billing shows changes with an entry: read it all again (and the activity). */
function useRefreshBilling() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.billing.all, queryKeys.audit.all].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useSaveBillingSettings(orgId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: ({ settings, version }: { settings: BillingSettingsOutput; version: number }) =>
      unwrap(
        api.PUT("/api/orgs/{orgId}/billing/settings", {
          params: { path: { orgId }, header: { "If-Match": `"${version}"` } },
          body: settings,
        }),
      ),
    meta: { errorMessage: "The billing settings could not be saved", toastId: "billing-settings" },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.billing.all }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.billing.settings(orgId), saved);
      await refresh();
    },
  });
}

const recordPaymentKey = ["billing", "recordPayment"] as const;
const addAdjustmentKey = ["billing", "addAdjustment"] as const;

/** Whether a payment, or a charge or credit, started by a dialog's form is still being sent. */
export const useRecordPaymentPending = () => useIsMutating({ mutationKey: recordPaymentKey }) > 0;
export const useAddAdjustmentPending = () => useIsMutating({ mutationKey: addAdjustmentKey }) > 0;

/** Records a payment, once per payment meant (`useIdempotencyKeys`). */
export function useRecordPayment(orgId: string, propertyId: string) {
  const refresh = useRefreshBilling();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationKey: recordPaymentKey,
    mutationFn: (payment: PaymentRequest) =>
      unwrap(
        api.POST("/api/orgs/{orgId}/billing/properties/{propertyId}/payments", {
          params: { path: { orgId, propertyId }, header: idempotencyHeader(keys.keyFor(payment)) },
          body: payment,
        }),
      ),
    meta: { errorMessage: "The payment could not be recorded", toastId: "record-payment" },
    onSuccess: async () => {
      keys.done();
      await refresh();
    },
  });
}

/** Adds a charge or credit, once per entry meant (`useIdempotencyKeys`). */
export function useAddAdjustment(orgId: string, propertyId: string) {
  const refresh = useRefreshBilling();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationKey: addAdjustmentKey,
    mutationFn: (adjustment: AdjustmentRequest) =>
      unwrap(
        api.POST("/api/orgs/{orgId}/billing/properties/{propertyId}/adjustments", {
          params: {
            path: { orgId, propertyId },
            header: idempotencyHeader(keys.keyFor(adjustment)),
          },
          body: adjustment,
        }),
      ),
    meta: { errorMessage: "The entry could not be added", toastId: "add-adjustment" },
    onSuccess: async () => {
      keys.done();
      await refresh();
    },
  });
}

export function useReverseEntry(orgId: string, propertyId: string) {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: ({ entryId, request }: { entryId: string; request: ReversalRequest }) =>
      unwrap(
        api.POST("/api/orgs/{orgId}/billing/properties/{propertyId}/ledger/{entryId}/reversal", {
          params: { path: { orgId, propertyId, entryId } },
          body: request,
        }),
      ),
    meta: { errorMessage: "The entry could not be reversed", toastId: "reverse-entry" },
    onSuccess: refresh,
  });
}
