import { Hono, type Handler } from "hono";
import { createMiddleware } from "hono/factory";
import { describe, expect, it } from "vitest";
import type { ApiEnv } from "../http/env.js";
import { ApiError } from "../http/errors.js";
import { apiMessages } from "../http/messages.js";
import type { RolesRecord } from "./roles.js";
import {
  organizationGuardAlongside,
  settledAlongside,
  type AccessLevel,
  type OrganizationAccess,
} from "./organization-access.js";

/** A roles record answered only when the test says so. */
function deferredRoles() {
  let answer: (record: RolesRecord | null) => void = () => undefined;
  const asked: string[] = [];
  const findRoles = (uid: string) => {
    asked.push(uid);
    return new Promise<RolesRecord | null>((resolve) => {
      answer = resolve;
    });
  };
  return { findRoles, asked, answer: (record: RolesRecord | null) => answer(record) };
}

const admin: RolesRecord = { orgId: "maple", role: "admin", permissions: ["admin"] };
const member: RolesRecord = { orgId: "maple", role: "member", permissions: [] };

/** An app with the guard alongside one read, whose handler the test writes. */
function appWith(
  findRoles: (uid: string) => Promise<RolesRecord | null>,
  level: AccessLevel,
  handler: Handler<ApiEnv>,
) {
  const app = new Hono<ApiEnv>();
  const signedIn = createMiddleware<ApiEnv>(async (c, next) => {
    c.set("caller", {
      uid: "caller-1",
      email: "caller@example.com",
      emailVerified: false,
      displayName: null,
    });
    await next();
  });
  app.get("/orgs/:orgId/things", signedIn, organizationGuardAlongside(findRoles, level), handler);
  app.onError((error, c) =>
    error instanceof ApiError
      ? c.json({ error: error.message }, error.status as 400)
      : c.json({ error: "unexpected" }, 500),
  );
  return app;
}

describe("the organization guard alongside a read", () => {
  it("lets the read start before the roles record is read, and answers once it is", async () => {
    const roles = deferredRoles();
    const events: string[] = [];
    const app = appWith(roles.findRoles, "member", async (c) => {
      events.push("read started");
      const access = await c.get("pendingAccess");
      events.push("access known");
      return c.json({ role: access.role, orgId: access.orgId, uid: access.uid });
    });
    const response = app.request("/orgs/maple/things");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(roles.asked).toEqual(["caller-1"]);
    expect(events).toEqual(["read started"]);
    roles.answer(member);
    const answered = await response;
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ role: "member", orgId: "maple", uid: "caller-1" });
    expect(events).toEqual(["read started", "access known"]);
  });

  it("answers the guard's 403 to a refused caller, even when the handler answered without waiting", async () => {
    for (const [record, level, message] of [
      [null, "member", apiMessages.organizationForbidden],
      [{ ...admin, orgId: "elsewhere" }, "member", apiMessages.organizationForbidden],
      [{ ...member, role: null }, "member", apiMessages.organizationForbidden],
      [member, "admin", apiMessages.organizationAdminOnly],
    ] as const) {
      const app = appWith(
        () => Promise.resolve(record),
        level,
        (c) => c.json({ secret: "the page" }),
      );
      const response = await app.request("/orgs/maple/things");
      expect(response.status).toBe(403);
      const body = await response.text();
      expect(body).not.toContain("the page");
      expect(JSON.parse(body)).toEqual({ error: message });
    }
  });

  it("answers 403 rather than the read's own error (a bad query says nothing to an outsider)", async () => {
    const roles = deferredRoles();
    const app = appWith(roles.findRoles, "member", () => {
      throw new ApiError(400, "That sort is not one of the list's.");
    });
    const response = app.request("/orgs/maple/things");
    await new Promise((resolve) => setTimeout(resolve, 10));
    roles.answer({ ...member, orgId: "elsewhere" });
    const answered = await response;
    expect(answered.status).toBe(403);
    expect(await answered.json()).toEqual({ error: apiMessages.organizationForbidden });
  });

  it("keeps the read's own error for a caller the guard lets in", async () => {
    const app = appWith(
      () => Promise.resolve(admin),
      "admin",
      () => {
        throw new ApiError(400, "That sort is not one of the list's.");
      },
    );
    const response = await app.request("/orgs/maple/things");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "That sort is not one of the list's." });
  });
});

describe("a read settled alongside the guard", () => {
  const access: OrganizationAccess = {
    orgId: "maple",
    uid: "caller-1",
    email: null,
    role: "member",
    isAdmin: false,
    isResident: false,
  };
  /** What `settle` gives (or throws), 20 ms from now. */
  const later = async <T>(settle: () => T) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return settle();
  };

  it("answers a refusal only once the read has settled, and the refusal rather than the read", async () => {
    let readSettled = false;
    const read = later(() => {
      readSettled = true;
      return "the page";
    });
    const refused = Promise.reject(new ApiError(403, apiMessages.organizationForbidden));
    await expect(settledAlongside(refused, read)).rejects.toMatchObject({ status: 403 });
    expect(readSettled).toBe(true);
  });

  it("answers the refusal when the read failed too, and the read's error to a caller let in", async () => {
    const refused = Promise.reject(new ApiError(403, apiMessages.organizationForbidden));
    const failed = Promise.reject(new ApiError(400, "That sort is not one of the list's."));
    await expect(settledAlongside(refused, failed)).rejects.toMatchObject({ status: 403 });
    const alsoFailed = later(() => {
      throw new ApiError(400, "That sort is not one of the list's.");
    });
    await expect(settledAlongside(Promise.resolve(access), alsoFailed)).rejects.toMatchObject({
      status: 400,
    });
  });

  it("gives who asked and what was read", async () => {
    await expect(
      settledAlongside(
        later(() => access),
        Promise.resolve(["a", "b"]),
      ),
    ).resolves.toEqual({ access, result: ["a", "b"] });
  });
});
