import {
  adjustmentRequestSchema,
  billingSettingsSchema,
  listQuerySchema,
  paymentRequestSchema,
  reversalRequestSchema,
} from "@hoa/validation";
import type { Hono } from "hono";
import type { ApiEnv } from "../../http/env.js";
import { pageOf } from "../../http/openapi.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { postAdjustment, postPayment, reverseEntry } from "./entries.js";
import { listLedger, LEDGER_LIST_ORDER } from "./ledger.js";
import { billingReport, propertyAccount } from "./report.js";
import {
  billingReportSchema,
  billingSettingsResponseSchema,
  billingSummarySchema,
  ledgerEntrySchema,
  propertyAccountSchema,
} from "./schemas.js";
import { getBillingSettings, updateBillingSettings } from "./settings.js";
import { assertHouseholdProperty } from "../portal/households.js";
import { billingSummary } from "./summary.js";

const tag = "Billing";

/** `GET .../billing/properties/{propertyId}/ledger`: newest first unless `sort=seq`. */
export const ledgerListQuerySchema = listQuerySchema({
  order: LEDGER_LIST_ORDER,
  searchable: false,
  filters: {},
});

/** What an entry's route answers: the entry, 201. */
const entryRecorded = {
  status: 201,
  description: "The ledger entry recorded",
  data: ledgerEntrySchema,
} as const;

/**
 * Billing is for administrators only: members get 403 on every route (a member sees nothing of
 * any property's account, their own included, until resident access exists).
 */
export function billingRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/billing/settings",
    tag,
    operationId: "getBillingSettings",
    summary:
      "Dues and fees (the defaults until saved), the organization's time zone, today and the next due date (ETag: version, 0 before the first save)",
    access: "admin",
    success: { description: "The billing settings", data: billingSettingsResponseSchema },
    etag: true,
    handle: ({ orgId }) => getBillingSettings(kit.data, orgId),
  });

  route(app, kit, {
    method: "put",
    path: "/orgs/:orgId/billing/settings",
    tag,
    operationId: "updateBillingSettings",
    summary:
      "Save dues and fees (If-Match: the version read, 0 before the first save); the scheduler charges from then on",
    access: "admin",
    body: billingSettingsSchema,
    ifMatch: true,
    success: { description: "The billing settings saved", data: billingSettingsResponseSchema },
    etag: true,
    handle: ({ orgId, body, expectedVersion, caller }) =>
      updateBillingSettings(kit.data, orgId, body, expectedVersion, caller),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/billing/summary",
    tag,
    operationId: "getBillingSummary",
    summary:
      "This month's totals (charged, collected, credited), what is outstanding and how many properties are delinquent",
    access: "admin",
    success: { description: "The month's figures", data: billingSummarySchema },
    handle: ({ orgId }) => billingSummary(kit.data, orgId),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/billing/report",
    tag,
    operationId: "getBillingReport",
    summary:
      "Every property's balance, credit and aging (current, 30, 60, 90+ days past due) and whether it is delinquent, as of today in the organization's time zone, with the totals",
    access: "admin",
    success: { description: "Balances and aging", data: billingReportSchema },
    handle: ({ orgId }) => billingReport(kit.data, orgId),
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/billing/properties/:propertyId",
    tag,
    operationId: "getPropertyAccount",
    summary:
      "One property's balance, credit, aging and open charges (administrators: any property; anyone else: a property of their own household, 404 otherwise)",
    access: "resident",
    success: { description: "The property's account", data: propertyAccountSchema },
    failures: [404],
    handle: async ({ orgId, param, access }) => {
      await assertHouseholdProperty(kit.data, access, param("propertyId"));
      return propertyAccount(kit.data, orgId, param("propertyId"));
    },
  });

  route(app, kit, {
    method: "get",
    path: "/orgs/:orgId/billing/properties/:propertyId/ledger",
    tag,
    operationId: "listLedger",
    summary:
      "A property's ledger, newest first (sort=seq: oldest first), each entry with the running balance after it (administrators: any property; anyone else: a property of their own household, 404 otherwise)",
    access: "resident",
    query: ledgerListQuerySchema,
    success: { description: "A page of the ledger", data: pageOf(ledgerEntrySchema) },
    failures: [404],
    handle: async ({ orgId, param, query, access }) => {
      await assertHouseholdProperty(kit.data, access, param("propertyId"));
      return listLedger(kit.data, orgId, param("propertyId"), query);
    },
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/billing/properties/:propertyId/adjustments",
    tag,
    operationId: "postAdjustment",
    summary:
      "Add a one-off charge or credit to a property's ledger (administrators). With an Idempotency-Key, the same key and body again answer the entry added the first time (409 if the key was used for a different one)",
    access: "admin",
    body: adjustmentRequestSchema,
    idempotent: true,
    success: entryRecorded,
    failures: [404, 409],
    handle: ({ orgId, param, body, caller, once }) =>
      postAdjustment(kit.data, orgId, param("propertyId"), body, caller, once),
  });

  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/billing/properties/:propertyId/payments",
    tag,
    operationId: "postPayment",
    summary:
      "Record a payment taken elsewhere (administrators): applied to the oldest open charges first; what is over becomes credit. With an Idempotency-Key, the same key and body again answer the payment recorded the first time, with no second email (409 if the key was used for a different one). Emails the administrators while Payments notifications are on",
    access: "admin",
    body: paymentRequestSchema,
    idempotent: true,
    success: entryRecorded,
    failures: [404, 409],
    handle: async ({ orgId, param, body, caller, once }) => {
      const { entry, mailIds } = await postPayment(
        kit.data,
        orgId,
        param("propertyId"),
        body,
        caller,
        { once, notify: kit.links },
      );
      await kit.deliver(mailIds);
      return entry;
    },
  });

  // Once per entry by its id, so without an Idempotency-Key.
  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/billing/properties/:propertyId/ledger/:entryId/reversal",
    tag,
    operationId: "reverseLedgerEntry",
    summary:
      "Reverse an entry of a property's ledger with a new entry of the opposite amount (administrators; once per entry; a reversal cannot be reversed)",
    access: "admin",
    body: reversalRequestSchema,
    success: entryRecorded,
    failures: [404, 409],
    handle: ({ orgId, param, body, caller }) =>
      reverseEntry(
        kit.data,
        orgId,
        { propertyId: param("propertyId"), entryId: param("entryId") },
        body,
        caller,
      ),
  });
}
