import { readFileSync } from "node:fs";
import { messages } from "@hoa/validation";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildTestApi, call, testConfig, uniqueUid, useTestApi } from "../test/support/api.js";
import { startSilentFirestore } from "../test/support/test-firestore.js";
import { readConfig } from "./config.js";
import { apiMessages } from "./http/messages.js";
import { logs } from "./logs.js";

const db = useTestApi();

const createOrgAs = (uid: string, body: unknown, headers: Record<string, string> = {}) =>
  call(db.api, "/api/createOrg", { method: "POST", token: `valid:${uid}`, body, headers });

afterEach(() => vi.restoreAllMocks());

describe("the API", () => {
  it("answers a created organization as {data} with status 200", async () => {
    const uid = uniqueUid();
    const response = await createOrgAs(uid, { name: "Oak Hill", createdBy: uid });
    expect(response).toMatchObject({
      status: 200,
      body: { data: { name: "Oak Hill", description: "", createdBy: uid, version: 1 } },
      headers: { "cache-control": "no-store", "content-type": "application/json" },
    });
  });

  it("routes GET /api/orgs/{orgId} with the id decoded", async () => {
    const uid = uniqueUid();
    await db.firestore
      .doc(`users/${uid}/roles/roles`)
      .set({ orgId: "oak hill", role: "admin", permissions: ["admin"] });
    await db.firestore
      .doc("orgs/oak hill")
      .set({ name: "Oak Hill", description: "", createdBy: uid });

    const response = await call(db.api, "/api/orgs/oak%20hill", { token: `valid:${uid}` });
    expect(response).toMatchObject({
      status: 200,
      body: { data: { id: "oak hill", name: "Oak Hill" } },
    });
  });

  it("answers 400 with the body message when the body is not valid JSON", async () => {
    const response = await createOrgAs(uniqueUid(), "{not json");
    expect(response).toMatchObject({ status: 400, body: { error: messages.requestBodyNotObject } });
  });

  it.each([["[]"], ["null"], ['"text"'], ["42"]])(
    "answers 400 for the JSON %s, which is not an object",
    async (body) => {
      const response = await createOrgAs(uniqueUid(), body);
      expect(response).toMatchObject({
        status: 400,
        body: { error: messages.requestBodyNotObject },
      });
    },
  );

  it("answers 400 for text that is not valid Unicode, in a value or a field's name, before Firestore sees it", async () => {
    for (const body of ['{"name":"Oak \\ud800 Hill"}', '{"name":"Oak Hill","\\udc00":1}']) {
      const response = await createOrgAs(uniqueUid(), body);
      expect(response, body).toMatchObject({
        status: 400,
        body: { error: apiMessages.textNotUnicode },
      });
    }
    // A whole pair is a character like any other.
    const uid = uniqueUid();
    const response = await createOrgAs(
      uid,
      `{"name":"Oak Hill","createdBy":"${uid}","description":"Trees \\ud83c\\udf33"}`,
    );
    expect(response).toMatchObject({ status: 200, body: { data: { description: "Trees 🌳" } } });
  });

  it("names every refused field of a 400, the first message as its error", async () => {
    const response = await createOrgAs(uniqueUid(), { name: "ab", description: 5 });
    expect(response).toEqual({
      status: 400,
      headers: expect.any(Object),
      body: {
        error: messages.organizationNameTooShort,
        fields: {
          name: messages.organizationNameTooShort,
          description: messages.organizationDescriptionNotText,
          createdBy: messages.createdByRequired,
        },
      },
    });
  });

  it.each([
    ["/api"],
    ["/api/"],
    ["/api/nothing"],
    ["/api/orgs/a/b"],
    ["/api/orgs/"],
    ["/api/orgs/%E0%A4%A"],
    ["/api/roles/"],
  ])("answers 404 in JSON for the unknown path %s", async (path) => {
    const response = await call(db.api, path, { token: `valid:${uniqueUid()}` });
    expect(response).toMatchObject({
      status: 404,
      body: { error: apiMessages.notFound },
      headers: { "content-type": "application/json" },
    });
  });

  it.each([
    ["PUT", "/api/createOrg", "POST, OPTIONS"],
    ["GET", "/api/createOrg", "POST, OPTIONS"],
    ["DELETE", "/api/roles", "GET, OPTIONS"],
    ["POST", "/api/orgs/x", "GET, PATCH, OPTIONS"],
    ["DELETE", "/api/orgs/x/members", "GET, OPTIONS"],
  ])("answers 405 with an Allow header to %s %s", async (method, path, allow) => {
    const response = await call(db.api, path, { method, token: `valid:${uniqueUid()}` });
    expect(response).toMatchObject({
      status: 405,
      body: { error: apiMessages.methodNotAllowed },
      headers: { allow },
    });
  });

  it("answers 413 for a body over 16 KiB, by its length or by its declared length", async () => {
    const uid = uniqueUid();
    const huge = await createOrgAs(uid, {
      name: "Oak",
      description: "x".repeat(17_000),
      createdBy: uid,
    });
    const declared = await createOrgAs(
      uid,
      { name: "Oak", createdBy: uid },
      { "content-length": "16385" },
    );
    expect(huge).toMatchObject({ status: 413, body: { error: apiMessages.bodyTooLarge } });
    expect(declared).toMatchObject({ status: 413, body: { error: apiMessages.bodyTooLarge } });
  });

  it("accepts a body of exactly 16 KiB", async () => {
    const uid = uniqueUid();
    const body = { name: "Oak", description: "", createdBy: uid, padding: "" };
    body.padding = "p".repeat(16 * 1024 - JSON.stringify(body).length);
    expect((await createOrgAs(uid, body)).status).toBe(200);
  });

  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["application/jsonp"], [""]])(
    "answers 415 for the content type %j",
    async (contentType) => {
      const uid = uniqueUid();
      const response = await createOrgAs(
        uid,
        { name: "Oak", createdBy: uid },
        { "content-type": contentType },
      );
      expect(response).toMatchObject({ status: 415, body: { error: apiMessages.bodyNotJson } });
    },
  );

  it("accepts a JSON content type with a charset, in any case", async () => {
    const uid = uniqueUid();
    const response = await createOrgAs(
      uid,
      { name: "Oak", createdBy: uid },
      { "content-type": "Application/JSON; charset=utf-8" },
    );
    expect(response.status).toBe(200);
  });

  it("answers 401 without an Authorization header", async () => {
    const response = await call(db.api, "/api/roles", { token: null });
    expect(response).toMatchObject({ status: 401, body: { error: apiMessages.signInRequired } });
  });

  it.each([["Basic abc"], ["Bearer"], ["Bearer "], ["token"], ["Bearer a b"]])(
    "answers 401 for the Authorization header %j",
    async (authorization) => {
      const response = await call(db.api, "/api/roles", {
        token: null,
        headers: { authorization },
      });
      expect(response).toMatchObject({ status: 401, body: { error: apiMessages.sessionInvalid } });
    },
  );

  it("answers 401 for a token the verifier rejects, and logs why", async () => {
    const tokenRejected = vi.spyOn(logs, "tokenRejected");
    const response = await call(db.api, "/api/roles", { token: "garbage" });
    expect(response).toMatchObject({ status: 401, body: { error: apiMessages.sessionInvalid } });
    expect(tokenRejected).toHaveBeenCalledWith("auth/argument-error");
  });

  it("checks the token before the body's content", async () => {
    const response = await call(db.api, "/api/createOrg", {
      method: "POST",
      token: null,
      body: { name: "" },
    });
    expect(response).toMatchObject({ status: 401, body: { error: apiMessages.signInRequired } });
  });

  it("serves its OpenAPI document without a token", async () => {
    const response = await call(db.api, "/api/openapi.json", { token: null });
    expect(response).toMatchObject({ status: 200, body: { openapi: "3.1.0" } });
  });

  it("names in its document the license the repository declares: none is granted", async () => {
    const { info } = (await call(db.api, "/api/openapi.json", { token: null })).body as {
      info: { license?: Record<string, string> };
    };
    const manifest = JSON.parse(
      readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
    ) as { license?: string };
    expect(manifest.license).toBe("UNLICENSED");
    // "UNLICENSED" is no SPDX identifier, and there is no license text to link to.
    expect(info.license).toEqual({ name: expect.stringContaining("UNLICENSED") });
  });

  it("declares every operation's security: a bearer token, or none for the routes a link reaches", async () => {
    const { paths } = (await call(db.api, "/api/openapi.json", { token: null })).body as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, { security }]) => ({ path, method, security })),
    );
    expect(operations.filter(({ security }) => security === undefined)).toEqual([]);
    expect(
      operations
        .filter(({ security }) => JSON.stringify(security) !== '[{"bearerAuth":[]}]')
        .map(({ method, path, security }) => [`${method} ${path}`, security]),
    ).toEqual([
      ["get /api/downloads/{token}", []],
      ["get /api/calendar/{file}", []],
      ["get /api/media/{token}/{itemId}/{which}", []],
      // A ballot's one-time link and a receipt's check: the voter signs in to nothing.
      ["post /api/ballot-receipts", []],
      ["get /api/ballots/{token}", []],
      ["post /api/ballots/{token}", []],
    ]);
  });

  it("declares every time it answers as a date-time, nullable or not", async () => {
    const document = (await call(db.api, "/api/openapi.json", { token: null })).body;
    const times: string[] = [];
    const visit = (node: unknown, path: string): void => {
      if (typeof node !== "object" || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (/^(\w+At|at)$/.test(key) && path.endsWith(".properties")) {
          const schema = value as { format?: string; anyOf?: { format?: string }[] };
          const format = schema.format ?? schema.anyOf?.find((part) => part.format)?.format;
          times.push(`${path}.${key}: ${format ?? "no format"}`);
        }
        visit(value, `${path}.${key}`);
      }
    };
    visit(document, "");
    expect(times.length).toBeGreaterThan(40);
    expect(times.filter((time) => !time.endsWith(": date-time"))).toEqual([]);
  });

  it("answers 500 with a generic message, and logs the error, when something unexpected fails", async () => {
    const unexpectedError = vi.spyOn(logs, "unexpectedError");
    const failing = buildTestApi(db.firestore, {
      verifyIdToken: () => Promise.reject(new Error("internal detail at /srv/app.js:12")),
    });
    const response = await call(failing, "/api/roles", { token: "valid:x" });

    expect(response).toMatchObject({ status: 500, body: { error: apiMessages.unexpected } });
    expect(JSON.stringify(response.body)).not.toContain("internal detail");
    expect(unexpectedError).toHaveBeenCalledWith(
      "/api/roles",
      expect.objectContaining({ message: "internal detail at /srv/app.js:12" }),
    );
  });
});

describe("CORS", () => {
  it.each([["http://127.0.0.1:5173"], ["http://localhost:5173"]])(
    "answers a preflight from the dev server origin %s",
    async (origin) => {
      const response = await call(db.api, "/api/createOrg", {
        method: "OPTIONS",
        token: null,
        headers: { origin },
      });
      expect(response).toMatchObject({
        status: 204,
        body: undefined,
        headers: {
          "access-control-allow-origin": origin,
          "access-control-allow-methods": "POST, OPTIONS",
          "access-control-allow-headers": "Authorization, Content-Type",
          vary: "Origin",
        },
      });
    },
  );

  it("answers a preflight from any other origin without CORS headers", async () => {
    const response = await call(db.api, "/api/roles", {
      method: "OPTIONS",
      token: null,
      headers: { origin: "https://elsewhere.example" },
    });
    expect(response.status).toBe(204);
    expect(
      Object.keys(response.headers).filter((name) => name.startsWith("access-control")),
    ).toEqual([]);
  });

  it("lets the dev server origin read every answer, errors included", async () => {
    const response = await call(db.api, "/api/roles", {
      token: null,
      headers: { origin: "http://localhost:5173" },
    });
    expect(response).toMatchObject({
      status: 401,
      headers: { "access-control-allow-origin": "http://localhost:5173" },
    });
  });

  it("allows no origin once deployed", async () => {
    const deployed = buildTestApi(db.firestore, { config: readConfig({}) });
    const response = await call(deployed, "/api/roles", {
      method: "OPTIONS",
      token: null,
      headers: { origin: "http://127.0.0.1:5173" },
    });
    expect(response.headers).not.toHaveProperty("access-control-allow-origin");
  });
});

describe("the API when a dependency does not answer", () => {
  const quickConfig = { ...testConfig, dependencyDeadlineMs: 400 };

  it("answers 503 on every route within the deadline when Firestore never answers", async () => {
    const dependencyUnavailable = vi.spyOn(logs, "dependencyUnavailable");
    const stalled = buildTestApi(await startSilentFirestore(), { config: quickConfig });
    const uid = uniqueUid();
    const started = Date.now();
    const responses = await Promise.all([
      call(stalled, "/api/roles", { token: `valid:${uid}` }),
      call(stalled, "/api/createOrg", {
        method: "POST",
        token: `valid:${uid}`,
        body: { name: "Oak Hill", createdBy: uid },
      }),
      call(stalled, "/api/orgs/x", { token: `valid:${uid}` }),
      call(stalled, "/api/orgs/x/members", { token: `valid:${uid}` }),
    ]);

    expect(Date.now() - started).toBeLessThan(2_000);
    for (const response of responses) {
      expect(response).toMatchObject({ status: 503, body: { error: apiMessages.unavailable } });
    }
    expect(dependencyUnavailable).toHaveBeenCalledWith(
      "/api/createOrg",
      "Firestore did not answer within 400 ms",
    );
  });

  it("answers 503 when the token check never answers", async () => {
    const stalled = buildTestApi(db.firestore, {
      config: quickConfig,
      verifyIdToken: () => new Promise(() => undefined),
    });
    const response = await call(stalled, "/api/roles", { token: "valid:x" });
    expect(response).toMatchObject({ status: 503, body: { error: apiMessages.unavailable } });
  });
});
