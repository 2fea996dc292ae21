import { Hono, type Context } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { generateSpecs } from "hono-openapi";
import { corsHeaders, preflightHeaders } from "./http/cors.js";
import type { ApiDependencies, ApiEnv } from "./http/env.js";
import { ApiError, DependencyUnavailableError } from "./http/errors.js";
import { apiMessages } from "./http/messages.js";
import { routeKit } from "./http/route-kit.js";
import { logs } from "./logs.js";
import { dataContext } from "./platform/data-context.js";
import { apiResources } from "./resources/registry.js";
import { firestoreOrganizationStore } from "./resources/organizations/store.js";

export type { ApiDependencies } from "./http/env.js";

/** The OpenAPI document's fixed part; the paths come from the routes' own schemas. */
export const openApiDocumentation = {
  openapi: "3.1.0",
  info: {
    title: "HOA Admin Console API",
    version: "1.0.0",
    description:
      "Every response is JSON: `{data}` on success, `{error, fields?}` on failure. Every route " +
      "needs `Authorization: Bearer <Firebase ID token>` but this document and the routes a " +
      "link reaches (a document's download, an album's files, a calendar feed: `security: []`), " +
      "whose path carries a secret token instead.",
    // No license is granted: the repository has no license file, and its package.json declares
    // "UNLICENSED" (npm's word for that), which is no SPDX identifier, so none is given here.
    license: { name: "UNLICENSED: proprietary, no license is granted" },
  },
  servers: [{ url: "/" }],
  components: {
    securitySchemes: {
      bearerAuth: { type: "http" as const, scheme: "bearer", bearerFormat: "JWT" },
    },
  },
};

/**
 * The whole API as one Hono app under `/api`, so it runs the same under the Functions trigger
 * and in tests (`app.request(...)`). Checks run cheapest first: path (404), method (405), body
 * size and type (413, 415), token (401), organization access (403), request (400), then data.
 */
export function createApi(deps: ApiDependencies): Hono<ApiEnv> {
  const data = dataContext(deps.firestore, deps.config.dependencyDeadlineMs, deps.clock);
  const kit = routeKit(deps, data, { organizations: firestoreOrganizationStore(data) });
  const app = new Hono<ApiEnv>({ strict: true }).basePath("/api");

  app.use(async (c, next) => {
    await next();
    // Answers are per user: no shared cache (Hosting's CDN included) may keep them. A file a
    // route serves may let the caller's own browser keep it (`private`); nothing else is kept.
    if (!/^private\b/u.test(c.res.headers.get("Cache-Control") ?? "")) {
      c.header("Cache-Control", "no-store");
    }
    c.header("Vary", "Origin");
    for (const [name, value] of Object.entries(
      corsHeaders(c.req.header("origin"), deps.config.corsOrigins),
    )) {
      c.header(name, value);
    }
  });
  app.use(rejectMalformedPath);
  const { sync } = deps.clock;
  if (sync) {
    app.use(async (_c, next) => {
      await sync();
      await next();
    });
  }

  for (const resource of apiResources) resource.routes(app, kit, deps);

  let document: Promise<unknown> | undefined;
  app.get("/openapi.json", async (c) => {
    document ??= openApiDocument(app);
    return c.json(await document);
  });

  answerOtherMethods(app, deps.config.corsOrigins);
  app.notFound(() => {
    throw new ApiError(404, apiMessages.notFound);
  });
  app.onError((error, c) => errorResponse(error, c));
  return app;
}

/** The OpenAPI 3.1 document of `app`, generated from its routes' schemas. */
export function openApiDocument(app: Hono<ApiEnv>): Promise<unknown> {
  return generateSpecs(app, {
    documentation: openApiDocumentation,
    exclude: ["/api/openapi.json"],
    defaultValidationErrorResponse: false,
  });
}

// A path that is not valid percent-encoding names no resource.
const rejectMalformedPath = createMiddleware(async (c, next) => {
  try {
    decodeURIComponent(new URL(c.req.url).pathname);
  } catch {
    throw new ApiError(404, apiMessages.notFound);
  }
  await next();
});

/**
 * For each path the routes serve: a CORS preflight (`OPTIONS`, for the dev origins only) and 405
 * with `Allow` for any method it does not serve. Registered after the routes, so it only runs
 * when none of them matched the method.
 */
function answerOtherMethods(app: Hono<ApiEnv>, corsOrigins: readonly string[]): void {
  const methodsByPath = new Map<string, Set<string>>();
  for (const { path, method } of app.routes) {
    if (method === "ALL") continue;
    const methods = methodsByPath.get(path) ?? new Set<string>();
    methods.add(method);
    methodsByPath.set(path, methods);
  }
  for (const [path, methods] of methodsByPath) {
    const allow = [...methods, "OPTIONS"].join(", ");
    app.all(path.replace(/^\/api/u, ""), (c) => {
      if (c.req.method === "OPTIONS") {
        const allowedOrigin =
          "Access-Control-Allow-Origin" in corsHeaders(c.req.header("origin"), corsOrigins);
        return c.body(null, 204, {
          Allow: allow,
          ...(allowedOrigin ? preflightHeaders(allow) : {}),
        });
      }
      throw new ApiError(405, apiMessages.methodNotAllowed, { Allow: allow });
    });
  }
}

function errorResponse(error: unknown, c: Context<ApiEnv>): Response {
  const route = c.req.routePath;
  if (error instanceof ApiError) {
    const body = error.fields
      ? { error: error.message, fields: error.fields }
      : { error: error.message };
    return c.json(body, error.status as 400, error.headers);
  }
  if (error instanceof DependencyUnavailableError) {
    logs.dependencyUnavailable(route, error.message);
    return c.json({ error: apiMessages.unavailable }, 503);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // The framework's own refusals (a body it could not read) are the caller's to fix.
    return c.json({ error: apiMessages.badRequest }, error.status);
  }
  // Internal details go to the log only, never to the caller.
  logs.unexpectedError(route, error);
  return c.json({ error: apiMessages.unexpected }, 500);
}
