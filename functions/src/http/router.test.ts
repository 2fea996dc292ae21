import { messages } from "@hoa/validation";
import * as logger from "firebase-functions/logger";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { startSilentFirestore } from "../../test/support/inProcessFirestore.js";
import { uniqueUid, useInProcessFirestore } from "../../test/support/organizationStore.js";
import { RejectedTokenError, type VerifyIdToken } from "../auth/idToken.js";
import { readConfig } from "../config.js";
import { apiMessages } from "./messages.js";
import { createApiHandler, type ApiHandler } from "./router.js";
import type { ApiRequest } from "./types.js";

vi.mock("firebase-functions/logger");

const config = readConfig({ FUNCTIONS_EMULATOR: "true" });
const db = useInProcessFirestore();

/** Tokens read `valid:<uid>`; anything else is refused the way the Admin SDK refuses garbage. */
const verifyIdToken: VerifyIdToken = async (idToken) => {
  const uid = /^valid:(.+)$/.exec(idToken)?.[1];
  if (!uid) throw new RejectedTokenError("auth/argument-error");
  return { uid };
};

const api: ApiHandler = (request) =>
  createApiHandler({ config, firestore: db.firestore, verifyIdToken })(request);

function request(overrides: Partial<ApiRequest> & { token?: string | null }): ApiRequest {
  const { token = `valid:${uniqueUid()}`, ...rest } = overrides;
  return {
    method: "GET",
    path: "/api/roles",
    rawBody: undefined,
    ...rest,
    headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...rest.headers },
  };
}

function postCreateOrg(
  uid: string,
  body: unknown,
  headers: Record<string, string> = {},
): ApiRequest {
  const rawBody = Buffer.from(typeof body === "string" ? body : JSON.stringify(body));
  return request({
    method: "POST",
    path: "/api/createOrg",
    token: `valid:${uid}`,
    rawBody,
    headers: {
      "content-type": "application/json",
      "content-length": String(rawBody.length),
      ...headers,
    },
  });
}

beforeEach(() => vi.clearAllMocks());

describe("the API router", () => {
  it("answers a created organization as {data} with status 200", async () => {
    const uid = uniqueUid();
    const response = await api(postCreateOrg(uid, { name: "Oak Hill", createdBy: uid }));
    expect(response).toMatchObject({
      status: 200,
      body: { data: { name: "Oak Hill", description: "", createdBy: uid } },
      headers: { "Cache-Control": "no-store" },
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

    const response = await api(request({ path: "/api/orgs/oak%20hill", token: `valid:${uid}` }));
    expect(response).toMatchObject({
      status: 200,
      body: { data: { id: "oak hill", name: "Oak Hill" } },
    });
  });

  it("answers 400 with the body message when the body is not valid JSON", async () => {
    const response = await api(postCreateOrg(uniqueUid(), "{not json"));
    expect(response).toMatchObject({ status: 400, body: { error: messages.requestBodyNotObject } });
  });

  it.each([
    ["/api/nothing"],
    ["/api/orgs/a/b"],
    ["/api/orgs/"],
    ["/api/orgs/%E0%A4%A"],
    ["/elsewhere"],
  ])("answers 404 in JSON for the unknown path %s", async (path) => {
    const response = await api(request({ path }));
    expect(response).toMatchObject({ status: 404, body: { error: apiMessages.notFound } });
  });

  it.each([
    ["PUT", "/api/createOrg", "POST, OPTIONS"],
    ["GET", "/api/createOrg", "POST, OPTIONS"],
    ["DELETE", "/api/roles", "GET, OPTIONS"],
    ["POST", "/api/orgs/x", "GET, OPTIONS"],
  ])("answers 405 with an Allow header to %s %s", async (method, path, allow) => {
    const response = await api(request({ method, path }));
    expect(response).toMatchObject({
      status: 405,
      body: { error: apiMessages.methodNotAllowed },
      headers: { Allow: allow },
    });
  });

  it("answers 413 for a body over 16 KiB, by its length or by its declared length", async () => {
    const uid = uniqueUid();
    const huge = await api(
      postCreateOrg(uid, { name: "Oak", description: "x".repeat(17_000), createdBy: uid }),
    );
    const declared = await api(
      postCreateOrg(uid, { name: "Oak", createdBy: uid }, { "content-length": "16385" }),
    );

    expect(huge).toMatchObject({ status: 413, body: { error: apiMessages.bodyTooLarge } });
    expect(declared).toMatchObject({ status: 413, body: { error: apiMessages.bodyTooLarge } });
  });

  it("accepts a body of exactly 16 KiB", async () => {
    const uid = uniqueUid();
    const body = { name: "Oak", description: "", createdBy: uid, padding: "" };
    body.padding = "p".repeat(16 * 1024 - JSON.stringify(body).length);
    const response = await api(postCreateOrg(uid, body));
    expect(response.status).toBe(200);
  });

  it.each([["text/plain"], ["application/x-www-form-urlencoded"], ["application/jsonp"], [""]])(
    "answers 415 for the content type %j",
    async (contentType) => {
      const uid = uniqueUid();
      const response = await api(
        postCreateOrg(uid, { name: "Oak", createdBy: uid }, { "content-type": contentType }),
      );
      expect(response).toMatchObject({ status: 415, body: { error: apiMessages.bodyNotJson } });
    },
  );

  it("accepts a JSON content type with a charset, in any case", async () => {
    const uid = uniqueUid();
    const response = await api(
      postCreateOrg(
        uid,
        { name: "Oak", createdBy: uid },
        { "content-type": "Application/JSON; charset=utf-8" },
      ),
    );
    expect(response.status).toBe(200);
  });

  it("answers 401 without an Authorization header", async () => {
    const response = await api(request({ token: null }));
    expect(response).toMatchObject({ status: 401, body: { error: apiMessages.signInRequired } });
  });

  it.each([["Basic abc"], ["Bearer"], ["Bearer "], ["token"], ["Bearer a b"]])(
    "answers 401 for the Authorization header %j",
    async (authorization) => {
      const response = await api(request({ token: null, headers: { authorization } }));
      expect(response).toMatchObject({ status: 401, body: { error: apiMessages.sessionInvalid } });
    },
  );

  it("answers 401 for a token the verifier rejects, and logs why", async () => {
    const response = await api(request({ token: "garbage" }));
    expect(response).toMatchObject({ status: 401, body: { error: apiMessages.sessionInvalid } });
    expect(logger.warn).toHaveBeenCalledWith("token_rejected", { reason: "auth/argument-error" });
  });

  it("checks the token before the body's content", async () => {
    const response = await api({
      ...postCreateOrg("x", { name: "" }),
      headers: { "content-type": "application/json" },
    });
    expect(response).toMatchObject({ status: 401, body: { error: apiMessages.signInRequired } });
  });

  it("answers 500 with a generic message, and logs the error, when something unexpected fails", async () => {
    const failing = createApiHandler({
      config,
      firestore: db.firestore,
      verifyIdToken: () => Promise.reject(new Error("internal detail at /srv/app.js:12")),
    });
    const response = await failing(request({}));

    expect(response).toMatchObject({ status: 500, body: { error: apiMessages.unexpected } });
    expect(JSON.stringify(response.body)).not.toContain("internal detail");
    expect(logger.error).toHaveBeenCalledWith(
      "unexpected_error",
      expect.objectContaining({
        route: "roles",
        error: expect.objectContaining({ message: "internal detail at /srv/app.js:12" }),
      }),
    );
  });
});

describe("CORS", () => {
  it.each([["http://127.0.0.1:5173"], ["http://localhost:5173"]])(
    "answers a preflight from the dev server origin %s",
    async (origin) => {
      const response = await api(
        request({ method: "OPTIONS", path: "/api/createOrg", token: null, headers: { origin } }),
      );
      expect(response).toMatchObject({
        status: 204,
        body: undefined,
        headers: {
          "Access-Control-Allow-Origin": origin,
          "Access-Control-Allow-Methods": "POST, OPTIONS",
          "Access-Control-Allow-Headers": "Authorization, Content-Type",
          Vary: "Origin",
        },
      });
    },
  );

  it("answers a preflight from any other origin without CORS headers", async () => {
    const response = await api(
      request({
        method: "OPTIONS",
        path: "/api/roles",
        token: null,
        headers: { origin: "https://elsewhere.example" },
      }),
    );
    expect(response.status).toBe(204);
    expect(
      Object.keys(response.headers).filter((name) => name.startsWith("Access-Control")),
    ).toEqual([]);
  });

  it("lets the dev server origin read every answer, errors included", async () => {
    const response = await api(
      request({ token: null, headers: { origin: "http://localhost:5173" } }),
    );
    expect(response).toMatchObject({
      status: 401,
      headers: { "Access-Control-Allow-Origin": "http://localhost:5173" },
    });
  });

  it("allows no origin once deployed", async () => {
    const deployed = createApiHandler({
      config: readConfig({}),
      firestore: db.firestore,
      verifyIdToken,
    });
    const response = await deployed(
      request({
        method: "OPTIONS",
        path: "/api/roles",
        token: null,
        headers: { origin: "http://127.0.0.1:5173" },
      }),
    );
    expect(response.headers).not.toHaveProperty("Access-Control-Allow-Origin");
  });
});

describe("the API router when a dependency does not answer", () => {
  const quickConfig = { ...config, dependencyDeadlineMs: 400 };

  it("answers 503 on every route within the deadline when Firestore never answers", async () => {
    const stalled = createApiHandler({
      config: quickConfig,
      firestore: await startSilentFirestore(),
      verifyIdToken,
    });
    const uid = uniqueUid();
    const started = Date.now();
    const responses = await Promise.all([
      stalled(request({ token: `valid:${uid}` })),
      stalled(postCreateOrg(uid, { name: "Oak Hill", createdBy: uid })),
      stalled(request({ path: "/api/orgs/x", token: `valid:${uid}` })),
    ]);

    expect(Date.now() - started).toBeLessThan(2_000);
    for (const response of responses) {
      expect(response).toMatchObject({ status: 503, body: { error: apiMessages.unavailable } });
    }
    expect(logger.warn).toHaveBeenCalledWith("dependency_unavailable", {
      route: "createOrg",
      reason: "Firestore did not answer within 400 ms",
    });
  });

  it("answers 503 when the token check never answers", async () => {
    const stalled = createApiHandler({
      config: quickConfig,
      firestore: db.firestore,
      verifyIdToken: () => new Promise(() => undefined),
    });
    const response = await stalled(request({}));
    expect(response).toMatchObject({ status: 503, body: { error: apiMessages.unavailable } });
  });
});
