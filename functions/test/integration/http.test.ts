import { messages } from "@hoa/validation";
import { describe, expect, it } from "vitest";
import { apiMessages } from "../../src/http/messages.js";
import { callApi, signUp } from "../support/stack.js";

describe("the API's HTTP surface through Hosting", () => {
  it.each([
    ["PUT", "/api/createOrg", "POST, OPTIONS"],
    ["GET", "/api/createOrg", "POST, OPTIONS"],
    ["DELETE", "/api/roles", "GET, OPTIONS"],
    ["POST", "/api/orgs/maple-grove", "GET, PATCH, OPTIONS"],
    ["DELETE", "/api/orgs/maple-grove/members", "GET, OPTIONS"],
  ])("answers 405 with an Allow header to %s %s", async (method, path, allow) => {
    const user = await signUp();
    const response = await callApi(path, { method, token: user.idToken });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect(response.body).toEqual({ error: apiMessages.methodNotAllowed });
  });

  it.each([
    ["/api"],
    ["/api/"],
    ["/api/unknown"],
    ["/api/orgs"],
    ["/api/orgs/a/b"],
    ["/api/roles/extra"],
  ])("answers 404 in JSON for the unknown API path %s", async (path) => {
    const response = await callApi(path);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: apiMessages.notFound });
  });

  // Hosting looks for a static file at the path before it rewrites to the function: a path longer
  // than the file system takes (over 4,096 bytes once decoded) answered Hosting's own 500 until
  // the emulator's file lookup took it for no file (patches/superstatic@10.0.0.patch). A request
  // line of over about 12,000 characters is refused before that with a 431.
  it.each([
    ["/api/media/{token}/item1/file", apiMessages.mediaLinkInvalid],
    ["/api/downloads/{token}", apiMessages.downloadLinkInvalid],
    ["/api/calendar/{token}.ics", apiMessages.notFound],
    ["/api/invitations/{token}", messages.invitationNotValid],
  ])(
    "answers %s with a token far past any file name's length as an unknown link (404)",
    async (path, error) => {
      for (const token of ["x".repeat(5_000), `${"x".repeat(3_000)}${"%E2%82%AC".repeat(400)}`]) {
        const response = await callApi(path.replace("{token}", token));
        expect(response.status, `${token.slice(0, 9)} (${token.length})`).toBe(404);
        expect(response.body).toEqual({ error });
      }
    },
  );

  it("marks every answer as not to be cached", async () => {
    const user = await signUp();
    const response = await callApi("/api/roles", { token: user.idToken });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  describe("CORS", () => {
    it.each([["http://127.0.0.1:5173"], ["http://localhost:5173"]])(
      "answers the preflight of the dev server origin %s",
      async (origin) => {
        const response = await callApi("/api/createOrg", {
          method: "OPTIONS",
          headers: {
            origin,
            "access-control-request-method": "POST",
            "access-control-request-headers": "authorization, content-type",
          },
        });
        expect(response.status).toBe(204);
        expect(response.headers.get("access-control-allow-origin")).toBe(origin);
        expect(response.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
        expect(response.headers.get("access-control-allow-headers")).toBe(
          "Authorization, Content-Type",
        );
      },
    );

    it("sends no CORS headers to any other origin", async () => {
      const preflight = await callApi("/api/createOrg", {
        method: "OPTIONS",
        headers: { origin: "https://attacker.example", "access-control-request-method": "POST" },
      });
      const user = await signUp();
      const read = await callApi("/api/roles", {
        token: user.idToken,
        headers: { origin: "https://attacker.example" },
      });

      for (const response of [preflight, read]) {
        const corsHeaders = [...response.headers.keys()].filter((name) =>
          name.startsWith("access-control-"),
        );
        expect(corsHeaders).toEqual([]);
      }
    });

    it("lets the dev server origin read an answer", async () => {
      const user = await signUp();
      const response = await callApi("/api/roles", {
        token: user.idToken,
        headers: { origin: "http://localhost:5173" },
      });
      expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    });
  });
});
