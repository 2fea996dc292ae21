import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { apiMessages } from "../../src/http/messages.js";
import { callApi, createOrg, signUp } from "../support/stack.js";

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: unknown }>>;
}

const committedDocument = async (): Promise<OpenApiDocument> =>
  JSON.parse(
    await readFile(
      join(import.meta.dirname, "..", "..", "..", "docs", "api", "openapi.json"),
      "utf8",
    ),
  ) as OpenApiDocument;

describe("the API platform through Hosting", () => {
  it("serves its OpenAPI document without a token, the same as docs/api/openapi.json", async () => {
    const response = await callApi("/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.body).toEqual(await committedDocument());
  });

  it("guards every organization route: 401 without a token, 403 for another organization's admin", async () => {
    const owner = await signUp();
    const { data } = (await createOrg(owner)).body as { data: { id: string } };
    const outsider = await signUp();
    await createOrg(outsider, { name: "Elsewhere HOA" });

    const operations = Object.entries((await committedDocument()).paths)
      .filter(([path]) => path.startsWith("/api/orgs/{orgId}"))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
      );
    expect(operations.length).toBeGreaterThanOrEqual(4);

    for (const { path, method, operation } of operations) {
      const request = {
        method: method.toUpperCase(),
        ...(operation.requestBody === undefined
          ? {}
          : { json: {}, headers: { "if-match": '"1"' } }),
      };
      const url = path.replace("{orgId}", data.id);
      const anonymous = await callApi(url, request);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      const foreign = await callApi(url, { ...request, token: outsider.idToken });
      expect(foreign.status, `${method} ${path}`).toBe(403);
      expect(foreign.body).toEqual({ error: apiMessages.organizationForbidden });
    }
  });

  it("lists a new organization's creator as its member and audits its creation", async () => {
    const owner = await signUp();
    const { data } = (await createOrg(owner, { name: "Audited HOA" })).body as {
      data: { id: string };
    };

    const members = await callApi(`/api/orgs/${data.id}/members`, { token: owner.idToken });
    expect(members.body).toMatchObject({
      data: {
        items: [{ uid: owner.uid, email: owner.email, role: "admin", version: 1 }],
        nextCursor: null,
      },
    });
    const audit = await callApi(`/api/orgs/${data.id}/audit`, { token: owner.idToken });
    expect(audit.body).toMatchObject({
      data: { items: [{ action: "create", resource: "organization", label: "Audited HOA" }] },
    });
  });

  it("applies a change made to the current version and refuses a stale one with 412", async () => {
    const owner = await signUp();
    const { data } = (await createOrg(owner)).body as { data: { id: string } };
    const change = (name: string) =>
      callApi(`/api/orgs/${data.id}`, {
        method: "PATCH",
        token: owner.idToken,
        json: { name },
        headers: { "if-match": '"1"' },
      });

    const first = await change("Renamed HOA");
    expect(first).toMatchObject({
      status: 200,
      body: { data: { name: "Renamed HOA", version: 2 } },
    });
    expect(first.headers.get("etag")).toBe('"2"');
    const stale = await change("Stale HOA");
    expect(stale).toMatchObject({ status: 412, body: { error: apiMessages.versionStale } });
  });
});
