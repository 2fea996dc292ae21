import type { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { ApiEnv } from "../../http/env.js";
import { bearer, responses } from "../../http/openapi.js";
import type { RouteKit } from "../../http/route-kit.js";
import { directorySummarySchema } from "./schemas.js";
import { directorySummary } from "./store.js";

export function directoryRoutes(app: Hono<ApiEnv>, kit: RouteKit): void {
  app.get(
    "/orgs/:orgId/directory/summary",
    describeRoute({
      tags: ["Directory"],
      operationId: "getDirectorySummary",
      summary: "How many properties (occupied, vacant) and residents (active, pending, board)",
      security: bearer,
      responses: responses(
        { description: "The figures", data: directorySummarySchema },
        [401, 403],
      ),
    }),
    kit.signedIn,
    kit.organization.member,
    async (c) => c.json({ data: await directorySummary(kit.data, c.get("access").orgId) }, 200),
  );
}
