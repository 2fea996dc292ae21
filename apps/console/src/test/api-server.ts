import { http, HttpResponse, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";
import type { Organization } from "../api/get-organization";
import type { Roles } from "../api/get-roles";
import { organizationFixture, rolesFixture } from "./api-fixtures";

/** A request the console made to `/api/*`, as the server received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
}

/** A reply given instead of the usual answer. */
export interface Reply {
  status: number;
  body?: JsonBodyType;
}

/** What the mocked API knows; a test may change it between steps. */
export interface ApiOptions {
  /** `GET /api/roles`: the record, or a failing reply. */
  roles?: Partial<Roles> | null | Reply;
  organizations?: Record<string, Pick<Organization, "id" | "name"> & Partial<Organization>>;
  /** `POST /api/createOrg`: how the server answers. */
  createOrg?: (body: Record<string, unknown>) => Reply;
  /** While set, `GET /api/roles` waits for this promise before answering. */
  rolesDelay?: Promise<void>;
}

const isReply = (value: unknown): value is Reply =>
  typeof value === "object" && value !== null && "status" in value;

const reply = ({ status, body }: Reply) =>
  body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });

const notFound = () => HttpResponse.json({ error: "Not found" }, { status: 404 });

let options: ApiOptions = {};
const requests: RecordedRequest[] = [];

/**
 * The network of every component test: the console's `/api/*` calls reach these handlers through
 * MSW, which answers them the way the functions do. A feature's test adds its own endpoints with
 * `server.use(...)`; any other request fails the test. Started in `setup.ts`.
 */
export const server = setupServer(
  http.get("*/api/roles", async () => {
    if (options.rolesDelay) await options.rolesDelay;
    const roles = options.roles;
    if (isReply(roles)) return reply(roles);
    return HttpResponse.json({ data: roles ? rolesFixture(roles) : null });
  }),
  http.get("*/api/orgs/:orgId", ({ params }) => {
    const organization = options.organizations?.[String(params.orgId)];
    return organization
      ? HttpResponse.json({ data: organizationFixture(organization) })
      : notFound();
  }),
  // The console reports each sign-in once per browser session (`SignInReport`).
  http.post("*/api/orgs/:orgId/sign-ins", () => HttpResponse.json({ data: { newDevice: false } })),
  http.post("*/api/createOrg", async ({ request }) => {
    if (!options.createOrg) return notFound();
    return reply(options.createOrg((await request.json()) as Record<string, unknown>));
  }),
);

server.events.on("request:start", ({ request }) => {
  const url = new URL(request.url);
  if (!url.pathname.startsWith("/api/")) return;
  const recorded: RecordedRequest = {
    method: request.method,
    path: url.pathname,
    authorization: request.headers.get("Authorization"),
    contentType: request.headers.get("Content-Type"),
    body: undefined,
  };
  requests.push(recorded);
  // A file's bytes (an upload) are recorded as they came; JSON bodies are parsed.
  const isJson = recorded.contentType?.includes("json") ?? true;
  void request
    .clone()
    .text()
    .then((text) => {
      recorded.body = text === "" ? undefined : isJson ? (JSON.parse(text) as unknown) : text;
    });
});

/**
 * Sets what the API knows for this test (no roles and no organizations unless given) and clears
 * the recorded requests. The returned `options` can be changed between steps.
 */
export function mockApi(initial: ApiOptions = {}) {
  options = { roles: null, organizations: {}, ...initial };
  requests.length = 0;
  return { options, requests };
}

/** Back to an API that knows nothing, with no handlers added by a test. */
export function resetApi(): void {
  server.resetHandlers();
  mockApi();
}
