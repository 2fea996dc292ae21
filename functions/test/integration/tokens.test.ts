import { describe, expect, it } from "vitest";
import { apiMessages } from "../../src/http/messages.js";
import { expiredEmulatorIdToken } from "../support/idTokens.js";
import { admin, callApi, createOrg, projectId, signUp } from "../support/stack.js";

const endpoints = [
  { method: "POST", path: "/api/createOrg" },
  { method: "GET", path: "/api/roles" },
  { method: "GET", path: "/api/orgs/maple-grove" },
] as const;

function call(endpoint: (typeof endpoints)[number], authorization?: string) {
  return callApi(endpoint.path, {
    method: endpoint.method,
    headers: authorization === undefined ? {} : { authorization },
    ...(endpoint.method === "POST" ? { json: { name: "Cedar Park", createdBy: "someone" } } : {}),
  });
}

describe.each(endpoints)("$method $path refuses a caller without a valid token", (endpoint) => {
  it("answers 401 without an Authorization header", async () => {
    const response = await call(endpoint);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: apiMessages.signInRequired });
  });

  it("answers 401 for a malformed token", async () => {
    const response = await call(endpoint, "Bearer this-is-not-a-token");
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: apiMessages.sessionInvalid });
  });

  it("answers 401 for an expired token", async () => {
    const user = await signUp();
    const response = await call(endpoint, `Bearer ${expiredEmulatorIdToken(projectId, user.uid)}`);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: apiMessages.sessionInvalid });
  });

  it("answers 401 for a token that is not sent as a bearer token", async () => {
    const user = await signUp();
    const response = await call(endpoint, `Basic ${user.idToken}`);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: apiMessages.sessionInvalid });
  });
});

describe("tokens that were valid once", () => {
  it("answers 401 once the user's sessions are revoked", async () => {
    const user = await signUp();
    expect((await callApi("/api/roles", { token: user.idToken })).status).toBe(200);
    // Revocation counts from the next whole second after the token was issued.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await admin().auth.revokeRefreshTokens(user.uid);

    const response = await callApi("/api/roles", { token: user.idToken });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ error: apiMessages.sessionInvalid });
  });

  it("answers 401 once the user is disabled", async () => {
    const user = await signUp();
    await admin().auth.updateUser(user.uid, { disabled: true });
    const response = await createOrg(user);
    expect(response.status).toBe(401);
    expect(await admin().firestore.doc(`users/${user.uid}/roles/roles`).get()).toHaveProperty(
      "exists",
      false,
    );
  });

  it("answers 401 once the user is deleted", async () => {
    const user = await signUp();
    await admin().auth.deleteUser(user.uid);
    const response = await callApi("/api/roles", { token: user.idToken });
    expect(response.status).toBe(401);
  });
});
