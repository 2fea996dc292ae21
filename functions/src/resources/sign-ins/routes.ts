import { signInReportSchema } from "@hoa/validation";
import type { Hono } from "hono";
import * as v from "valibot";
import type { ApiEnv } from "../../http/env.js";
import { route } from "../../http/route.js";
import type { RouteKit } from "../../http/route-kit.js";
import { recordSignIn } from "./store.js";

export function signInRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  route(app, kit, {
    method: "post",
    path: "/orgs/:orgId/sign-ins",
    tag: "Organizations",
    operationId: "reportSignIn",
    summary:
      "Report a sign-in from this browser (once per browser session): an administrator's first sign-in from a new browser emails the administrators while the organization's new-device switch is on",
    access: "resident",
    body: signInReportSchema,
    success: {
      description: "Whether the browser was new to the caller",
      data: v.object({ newDevice: v.boolean() }),
    },
    handle: async ({ access, caller, body }) => {
      const { newDevice, mailIds } = await recordSignIn(kit.data, access, caller, body);
      await kit.deliver(mailIds);
      return { newDevice };
    },
  });
}
