import {
  adjustmentRequestSchema,
  billingSettingsSchema,
  listQuerySchema,
  paymentRequestSchema,
  reversalRequestSchema,
} from "@hoa/validation";
import type { Context, Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import type { ApiEnv } from "../../http/env.js";
import { bearer, ifMatchHeader, pageOf, responses } from "../../http/openapi.js";
import type { RouteKit } from "../../http/route-kit.js";
import { idempotencyHeader, onceOf } from "../../http/idempotency.js";
import { validate, validateBody } from "../../http/validate.js";
import type { Once } from "../../platform/once.js";
import { entityTag, expectedVersion } from "../../platform/versioning.js";
import {
  billingReportSchema,
  billingSettingsResponseSchema,
  billingSummarySchema,
  ledgerEntrySchema,
  propertyAccountSchema,
  type LedgerEntry,
} from "./schemas.js";
import { postAdjustment, postPayment, reverseEntry } from "./entries.js";
import { listLedger, LEDGER_LIST_ORDER } from "./ledger.js";
import { billingReport, propertyAccount } from "./report.js";
import { getBillingSettings, updateBillingSettings } from "./settings.js";
import { billingSummary } from "./summary.js";

const tags = ["Billing"];

/** `GET .../billing/properties/{propertyId}/ledger`: newest first unless `sort=seq`. */
export const ledgerListQuerySchema = listQuerySchema({
  order: LEDGER_LIST_ORDER,
  searchable: false,
  filters: {},
});

const param = (c: Context<ApiEnv>, name: string) => c.req.param(name) ?? "";

/**
 * Billing is for administrators only: members get 403 on every route (a member sees nothing of
 * any property's account, their own included, until resident access exists).
 */
export function billingRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  app.get(
    "/orgs/:orgId/billing/settings",
    describeRoute({
      tags,
      operationId: "getBillingSettings",
      summary:
        "Dues and fees (the defaults until saved), the organization's time zone, today and the next due date (ETag: version, 0 before the first save)",
      security: bearer,
      responses: responses(
        { description: "The billing settings", data: billingSettingsResponseSchema },
        [401, 403],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    async (c) => {
      const settings = await getBillingSettings(kit.data, c.get("access").orgId);
      c.header("ETag", entityTag(settings.version));
      return c.json({ data: settings }, 200);
    },
  );

  app.put(
    "/orgs/:orgId/billing/settings",
    describeRoute({
      tags,
      operationId: "updateBillingSettings",
      summary:
        "Save dues and fees (If-Match: the version read, 0 before the first save); the scheduler charges from then on",
      security: bearer,
      parameters: ifMatchHeader,
      responses: responses(
        { description: "The billing settings saved", data: billingSettingsResponseSchema },
        [400, 401, 403, 412, 413, 415, 428],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.admin,
    ...validateBody(billingSettingsSchema),
    async (c) => {
      const settings = await updateBillingSettings(
        kit.data,
        c.get("access").orgId,
        c.req.valid("json"),
        expectedVersion(c),
        c.get("caller"),
      );
      c.header("ETag", entityTag(settings.version));
      return c.json({ data: settings }, 200);
    },
  );

  app.get(
    "/orgs/:orgId/billing/summary",
    describeRoute({
      tags,
      operationId: "getBillingSummary",
      summary:
        "This month's totals (charged, collected, credited), what is outstanding and how many properties are delinquent",
      security: bearer,
      responses: responses(
        { description: "The month's figures", data: billingSummarySchema },
        [401, 403],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    async (c) => c.json({ data: await billingSummary(kit.data, c.get("access").orgId) }, 200),
  );

  app.get(
    "/orgs/:orgId/billing/report",
    describeRoute({
      tags,
      operationId: "getBillingReport",
      summary:
        "Every property's balance, credit and aging (current, 30, 60, 90+ days past due) and whether it is delinquent, as of today in the organization's time zone, with the totals",
      security: bearer,
      responses: responses(
        { description: "Balances and aging", data: billingReportSchema },
        [401, 403],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    async (c) => c.json({ data: await billingReport(kit.data, c.get("access").orgId) }, 200),
  );

  app.get(
    "/orgs/:orgId/billing/properties/:propertyId",
    describeRoute({
      tags,
      operationId: "getPropertyAccount",
      summary: "One property's balance, credit, aging and open charges",
      security: bearer,
      responses: responses(
        { description: "The property's account", data: propertyAccountSchema },
        [401, 403, 404],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    async (c) =>
      c.json(
        {
          data: await propertyAccount(kit.data, c.get("access").orgId, param(c, "propertyId")),
        },
        200,
      ),
  );

  app.get(
    "/orgs/:orgId/billing/properties/:propertyId/ledger",
    describeRoute({
      tags,
      operationId: "listLedger",
      summary:
        "A property's ledger, newest first (sort=seq: oldest first), each entry with the running balance after it",
      security: bearer,
      responses: responses(
        { description: "A page of the ledger", data: pageOf(ledgerEntrySchema) },
        [400, 401, 403, 404],
      ),
    }),
    kit.signedIn,
    kit.organization.admin,
    validate("query", ledgerListQuerySchema),
    async (c) => {
      const page = await listLedger(
        kit.data,
        c.get("access").orgId,
        param(c, "propertyId"),
        c.req.valid("query"),
      );
      return c.json({ data: page }, 200);
    },
  );

  const entryRoute = <TSchema extends v.GenericSchema>(
    path: `/orgs/:orgId/${string}`,
    operationId: string,
    summary: string,
    request: TSchema,
    failures: readonly (404 | 409)[],
    store: (
      c: Context<ApiEnv>,
      body: v.InferOutput<TSchema>,
      once: Once | undefined,
    ) => Promise<{ entry: LedgerEntry; mailIds?: readonly string[] }>,
    /** Whether the route takes an `Idempotency-Key` (a create: a reversal is once by its id). */
    idempotent = true,
  ) =>
    app.post(
      path,
      describeRoute({
        tags,
        operationId,
        summary,
        security: bearer,
        responses: responses(
          { status: 201, description: "The ledger entry recorded", data: ledgerEntrySchema },
          [400, 401, 403, ...failures, 413, 415],
        ),
      }),
      kit.json,
      kit.signedIn,
      kit.organization.admin,
      idempotent ? idempotencyHeader() : validate("header", v.object({})),
      ...validateBody(request),
      async (c) => {
        const body = (c.req as unknown as { valid(target: "json"): v.InferOutput<TSchema> }).valid(
          "json",
        );
        const once = idempotent ? onceOf(c, operationId, body) : undefined;
        const { entry, mailIds = [] } = await store(c, body, once);
        await kit.deliver(mailIds);
        return c.json({ data: entry }, 201);
      },
    );

  entryRoute(
    "/orgs/:orgId/billing/properties/:propertyId/adjustments",
    "postAdjustment",
    "Add a one-off charge or credit to a property's ledger (administrators). With an Idempotency-Key, the same key and body again answer the entry added the first time (409 if the key was used for a different one)",
    adjustmentRequestSchema,
    [404, 409],
    async (c, body, once) => ({
      entry: await postAdjustment(
        kit.data,
        c.get("access").orgId,
        param(c, "propertyId"),
        body,
        c.get("caller"),
        once,
      ),
    }),
  );

  entryRoute(
    "/orgs/:orgId/billing/properties/:propertyId/payments",
    "postPayment",
    "Record a payment taken elsewhere (administrators): applied to the oldest open charges first; what is over becomes credit. With an Idempotency-Key, the same key and body again answer the payment recorded the first time, with no second email (409 if the key was used for a different one). Emails the administrators while Payments notifications are on",
    paymentRequestSchema,
    [404, 409],
    (c, body, once) =>
      postPayment(kit.data, c.get("access").orgId, param(c, "propertyId"), body, c.get("caller"), {
        once,
        notify: kit.links,
      }),
  );

  entryRoute(
    "/orgs/:orgId/billing/properties/:propertyId/ledger/:entryId/reversal",
    "reverseLedgerEntry",
    "Reverse an entry of a property's ledger with a new entry of the opposite amount (administrators; once per entry; a reversal cannot be reversed)",
    reversalRequestSchema,
    [404, 409],
    async (c, body) => ({
      entry: await reverseEntry(
        kit.data,
        c.get("access").orgId,
        { propertyId: param(c, "propertyId"), entryId: param(c, "entryId") },
        body,
        c.get("caller"),
      ),
    }),
    false,
  );
}
