import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { DataContext } from "../platform/data-context.js";
import type { ListPage, ListQuery } from "../platform/lists.js";
import { organizationGuardAlongside } from "../platform/organization-access.js";
import type { RolesRecord } from "../platform/roles.js";
import type { ApiEnv } from "./env.js";
import { ApiError } from "./errors.js";
import { listRoute, type ListRead } from "./list-route.js";
import { apiMessages } from "./messages.js";
import type { RouteKit } from "./route-kit.js";

const member: RolesRecord = { orgId: "maple", role: "member", permissions: [] };

/** A roles record answered only when the test says so, and what happened in which order. */
function scene() {
  const events: string[] = [];
  let answer: (record: RolesRecord | null) => void = () => undefined;
  const findRoles = () => {
    events.push("roles asked");
    return new Promise<RolesRecord | null>((resolve) => {
      answer = (record) => {
        events.push("roles answered");
        resolve(record);
      };
    });
  };
  return { events, findRoles, answer: (record: RolesRecord | null) => answer(record) };
}

const query = v.pipe(
  v.object({ q: v.optional(v.string()) }),
  v.transform((input): ListQuery => ({ limit: 25, sort: "name", q: input.q })),
);

/** An app with one list route whose read is `read`, its guard answering when `roles` says. */
function appWith(
  findRoles: (uid: string) => Promise<RolesRecord | null>,
  read: ListRead<string> | ((query: ListQuery) => ListRead<string>),
) {
  const app = new Hono<ApiEnv>();
  const kit = {
    data: {} as DataContext,
    signedIn: createMiddleware<ApiEnv>(async (c, next) => {
      c.set("caller", {
        uid: "caller-1",
        email: "caller@example.com",
        emailVerified: false,
        displayName: null,
      });
      await next();
    }),
    organizationAlongside: {
      admin: organizationGuardAlongside(findRoles, "admin"),
      member: organizationGuardAlongside(findRoles, "member"),
    },
  } as unknown as RouteKit;
  listRoute(app, kit, {
    path: "/orgs/:orgId/things",
    tag: "Things",
    operationId: "listThings",
    summary: "Things",
    access: "member",
    query,
    item: v.string(),
    read,
  });
  app.onError((error, c) =>
    error instanceof ApiError
      ? c.json({ error: error.message }, error.status as 400)
      : c.json({ error: "unexpected" }, 500),
  );
  return app;
}

const page = (...items: string[]): ListPage<string> => ({ items, nextCursor: null });
const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("a list route's read, composed by the guard", () => {
  it("reads everyone's page while the roles record is read, then shows it to the caller", async () => {
    const { events, findRoles, answer } = scene();
    const app = appWith(findRoles, {
      everyone: (_data, orgId) => {
        events.push(`read ${orgId}`);
        return Promise.resolve(page("a", "b"));
      },
      shownTo: (read, access) => ({ ...read, items: read.items.map((x) => `${x}:${access.role}`) }),
    });
    const response = app.request("/orgs/maple/things");
    await tick();
    expect(events).toEqual(["roles asked", "read maple"]);
    answer(member);
    const answered = await response;
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ data: page("a:member", "b:member") });
  });

  it("reads a page that hangs on who asks only once the guard has let the caller in", async () => {
    const { events, findRoles, answer } = scene();
    const app = appWith(findRoles, {
      byCaller: (_data, access) => {
        events.push(`read for ${access.uid}`);
        return Promise.resolve(page(access.role));
      },
    });
    const response = app.request("/orgs/maple/things");
    await tick();
    expect(events).toEqual(["roles asked"]);
    answer(member);
    const answered = await response;
    expect(await answered.json()).toEqual({ data: page("member") });
    expect(events).toEqual(["roles asked", "roles answered", "read for caller-1"]);
  });

  it("never reads for a caller the guard refuses, and answers its 403", async () => {
    for (const record of [null, { ...member, orgId: "elsewhere" }]) {
      const { events, findRoles, answer } = scene();
      const app = appWith(findRoles, {
        byCaller: () => {
          events.push("read");
          return Promise.resolve(page("secret"));
        },
      });
      const response = app.request("/orgs/maple/things");
      await tick();
      answer(record);
      const answered = await response;
      expect(answered.status).toBe(403);
      expect(await answered.json()).toEqual({ error: apiMessages.organizationForbidden });
      expect(events).not.toContain("read");
    }
  });

  it("answers the guard's 403, not everyone's page, to a refused caller", async () => {
    const { findRoles, answer } = scene();
    const app = appWith(findRoles, { everyone: () => Promise.resolve(page("secret")) });
    const response = app.request("/orgs/maple/things");
    await tick();
    answer(null);
    const answered = await response;
    expect(answered.status).toBe(403);
    expect(await answered.text()).not.toContain("secret");
  });

  it("lets the query choose the read: a search waits for the guard where the page does not", async () => {
    const { events, findRoles, answer } = scene();
    const app = appWith(findRoles, (asked) =>
      asked.q
        ? { byCaller: () => (events.push("search"), Promise.resolve(page("found"))) }
        : { everyone: () => (events.push("page"), Promise.resolve(page("all"))) },
    );
    const response = app.request("/orgs/maple/things?q=ana");
    await tick();
    expect(events).toEqual(["roles asked"]);
    answer(member);
    expect(await (await response).json()).toEqual({ data: page("found") });
    expect(events).toEqual(["roles asked", "roles answered", "search"]);
  });
});
