import { vi } from "vitest";
import type { Organization } from "../api/get-organization";
import type { Roles } from "../api/get-roles";
import { organizationFixture, rolesFixture } from "./api-fixtures";

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
}

interface Reply {
  status: number;
  body?: unknown;
}

export interface FakeApiOptions {
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

const json = ({ status, body }: Reply) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

/**
 * Answers the console's `/api/*` calls in component tests the way the functions do, and records
 * every request. Options can be changed between steps through the returned `options`.
 */
export function fakeApi(initial: FakeApiOptions = {}) {
  const options: FakeApiOptions = { roles: null, organizations: {}, ...initial };
  const requests: RecordedRequest[] = [];

  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request = new Request(
        input instanceof Request ? input : new URL(String(input), "http://console.test"),
        init,
      );
      const url = new URL(request.url, "http://console.test");
      const headers = request.headers;
      const text = await request.text();
      const body = text === "" ? undefined : (JSON.parse(text) as unknown);
      const method = request.method;
      requests.push({
        method,
        path: url.pathname,
        authorization: headers.get("Authorization"),
        contentType: headers.get("Content-Type"),
        body,
      });

      if (url.pathname === "/api/roles") {
        if (options.rolesDelay) await options.rolesDelay;
        return json(
          isReply(options.roles)
            ? options.roles
            : { status: 200, body: { data: options.roles ? rolesFixture(options.roles) : null } },
        );
      }
      const orgMatch = /^\/api\/orgs\/([^/]+)$/.exec(url.pathname);
      if (orgMatch) {
        const organization = options.organizations?.[decodeURIComponent(orgMatch[1] ?? "")];
        return json(
          organization
            ? { status: 200, body: { data: organizationFixture(organization) } }
            : { status: 404, body: { error: "Not found" } },
        );
      }
      if (url.pathname === "/api/createOrg" && method === "POST" && options.createOrg) {
        return json(options.createOrg(body as Record<string, unknown>));
      }
      return json({ status: 404, body: { error: "Not found" } });
    }),
  );

  return { options, requests };
}
