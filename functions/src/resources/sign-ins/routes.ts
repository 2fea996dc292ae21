import { signInReportSchema } from "@hoa/validation";
import type { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import * as v from "valibot";
import type { ApiEnv } from "../../http/env.js";
import { bearer, responses } from "../../http/openapi.js";
import type { RouteKit } from "../../http/route-kit.js";
import { validateBody } from "../../http/validate.js";
import { recordSignIn } from "./store.js";

export function signInRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  app.post(
    "/orgs/:orgId/sign-ins",
    describeRoute({
      tags: ["Organizations"],
      operationId: "reportSignIn",
      summary:
        "Report a sign-in from this browser (once per browser session): an administrator's first sign-in from a new browser emails the administrators while the organization's new-device switch is on",
      security: bearer,
      responses: responses(
        {
          description: "Whether the browser was new to the caller",
          data: v.object({ newDevice: v.boolean() }),
        },
        [400, 401, 403, 413, 415],
      ),
    }),
    kit.json,
    kit.signedIn,
    kit.organization.member,
    ...validateBody(signInReportSchema),
    async (c) => {
      const { newDevice, mailIds } = await recordSignIn(
        kit.data,
        c.get("access"),
        c.get("caller"),
        c.req.valid("json"),
      );
      await kit.deliver(mailIds);
      return c.json({ data: { newDevice } }, 200);
    },
  );
}
