import type { Firestore } from "firebase-admin/firestore";
import type { Caller, VerifyIdToken } from "../auth/idToken.js";
import type { ApiConfig } from "../config.js";
import { firestoreOrganizationStore, type OrganizationStore } from "../firestore/organizations.js";
import { createOrg } from "../handlers/createOrg.js";
import { getOrg } from "../handlers/getOrg.js";
import { getRoles } from "../handlers/roles.js";
import { logs } from "../logs.js";
import { authenticate } from "./authenticate.js";
import { assertJsonBodyEnvelope, parseJsonBody } from "./body.js";
import { corsHeaders, preflightHeaders } from "./cors.js";
import { ApiError, DependencyUnavailableError } from "./errors.js";
import { apiMessages } from "./messages.js";
import type { ApiBody, ApiRequest, ApiResponse } from "./types.js";

export interface ApiDependencies {
  config: ApiConfig;
  firestore: Firestore;
  verifyIdToken: VerifyIdToken;
}

export type ApiHandler = (request: ApiRequest) => Promise<ApiResponse>;

interface RouteContext {
  caller: Caller;
  request: ApiRequest;
  /** The path's captured segments, decoded. */
  params: string[];
  store: OrganizationStore;
}

interface Route {
  name: string;
  method: "GET" | "POST";
  pattern: RegExp;
  takesJsonBody: boolean;
  handle(context: RouteContext): Promise<unknown>;
}

const routes: readonly Route[] = [
  {
    name: "createOrg",
    method: "POST",
    pattern: /^\/api\/createOrg$/,
    takesJsonBody: true,
    handle: ({ caller, request, store }) => createOrg(caller, parseJsonBody(request), store),
  },
  {
    name: "roles",
    method: "GET",
    pattern: /^\/api\/roles$/,
    takesJsonBody: false,
    handle: ({ caller, store }) => getRoles(caller, store),
  },
  {
    name: "getOrg",
    method: "GET",
    pattern: /^\/api\/orgs\/([^/]+)$/,
    takesJsonBody: false,
    handle: ({ caller, params: [orgId = ""], store }) => getOrg(caller, orgId, store),
  },
];

/**
 * The whole API as one plain function of a request, so that it runs the same under the
 * Functions trigger and in tests. Checks run cheapest first: route, method, body envelope, token,
 * then the handler's own validation and data.
 */
export function createApiHandler({
  config,
  firestore,
  verifyIdToken,
}: ApiDependencies): ApiHandler {
  const store = firestoreOrganizationStore(firestore, config.dependencyDeadlineMs);

  return async (request) => {
    const cors = corsHeaders(request.headers.origin, config.corsOrigins);
    const match = matchRoute(request.path);
    const routeName = match?.route.name ?? "unknown";
    try {
      if (!match) throw new ApiError(404, apiMessages.notFound);
      const { route, params } = match;
      const allow = `${route.method}, OPTIONS`;
      if (request.method === "OPTIONS") {
        const preflight = "Access-Control-Allow-Origin" in cors ? preflightHeaders(allow) : {};
        return respond(204, undefined, { Allow: allow, ...cors, ...preflight });
      }
      if (request.method !== route.method) {
        throw new ApiError(405, apiMessages.methodNotAllowed, { Allow: allow });
      }
      if (route.takesJsonBody) assertJsonBodyEnvelope(request, config.maxBodyBytes);
      const caller = await authenticate(
        request.headers,
        verifyIdToken,
        config.dependencyDeadlineMs,
      );
      const data = await route.handle({ caller, request, params, store });
      return respond(200, { data }, cors);
    } catch (error) {
      return errorResponse(error, routeName, cors);
    }
  };
}

function matchRoute(path: string): { route: Route; params: string[] } | undefined {
  for (const route of routes) {
    const captured = route.pattern.exec(path)?.slice(1);
    if (!captured) continue;
    try {
      return { route, params: captured.map((segment) => decodeURIComponent(segment)) };
    } catch {
      return undefined; // malformed percent-encoding names no resource
    }
  }
  return undefined;
}

function errorResponse(
  error: unknown,
  routeName: string,
  cors: Record<string, string>,
): ApiResponse {
  if (error instanceof ApiError) {
    return respond(error.status, { error: error.message }, { ...error.headers, ...cors });
  }
  if (error instanceof DependencyUnavailableError) {
    logs.dependencyUnavailable(routeName, error.message);
    return respond(503, { error: apiMessages.unavailable }, cors);
  }
  // Internal details go to the log only, never to the caller.
  logs.unexpectedError(routeName, error);
  return respond(500, { error: apiMessages.unexpected }, cors);
}

function respond(
  status: number,
  body: ApiBody | undefined,
  headers: Record<string, string>,
): ApiResponse {
  // Answers are per user: no shared cache (Hosting's CDN included) may keep them.
  return { status, body, headers: { "Cache-Control": "no-store", Vary: "Origin", ...headers } };
}
