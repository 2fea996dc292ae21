import { fakeAuth, makeUser } from "../test/fake-firebase-auth";
import { ApiError, api, unwrap } from "./client";

function answer(status: number, body: unknown, contentType = "application/json") {
  const fetchMock = vi.fn(
    async (_request: Request) =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), {
        status,
        headers: { "Content-Type": contentType },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const createOrg = () =>
  unwrap(api.POST("/api/createOrg", { body: { name: "Oak", description: "", createdBy: "u1" } }));

describe("the API client", () => {
  beforeEach(() => fakeAuth.signInAs(makeUser("u1")));

  it("sends the ID token and JSON, and returns the data of {data}", async () => {
    const fetchMock = answer(200, { data: { id: "o1" } });
    await expect(createOrg()).resolves.toEqual({ id: "o1" });
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.method).toBe("POST");
    expect(new URL(request?.url ?? "").pathname).toBe("/api/createOrg");
    expect(request?.headers.get("Authorization")).toBe("Bearer token-of-u1");
    expect(request?.headers.get("Content-Type")).toBe("application/json");
    expect(await request?.json()).toEqual({ name: "Oak", description: "", createdBy: "u1" });
  });

  it("puts path parameters in the path, encoded", async () => {
    const fetchMock = answer(200, { data: { id: "oak hill" } });
    await unwrap(api.GET("/api/orgs/{orgId}", { params: { path: { orgId: "oak hill" } } }));
    expect(new URL(fetchMock.mock.calls[0]?.[0].url ?? "").pathname).toBe("/api/orgs/oak%20hill");
  });

  it("throws an ApiError with the status and the server's message for {error}", async () => {
    answer(409, { error: "Already a member" });
    await expect(createOrg()).rejects.toMatchObject({
      name: "ApiError",
      status: 409,
      message: "Already a member",
      serverMessage: "Already a member",
      fields: {},
    });
  });

  it("carries the refused fields of a 400", async () => {
    answer(400, {
      error: "Organization name is required",
      fields: { name: "Organization name is required" },
    });
    await expect(createOrg()).rejects.toMatchObject({
      status: 400,
      fields: { name: "Organization name is required" },
    });
  });

  it("throws an ApiError without a server message when the body is not the contract's", async () => {
    answer(502, "<html>Bad gateway</html>", "text/html");
    const error = await unwrap(api.GET("/api/roles")).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, serverMessage: undefined });
  });

  it("throws an ApiError when a success is not {data}", async () => {
    answer(200, { something: "else" });
    await expect(unwrap(api.GET("/api/roles"))).rejects.toMatchObject({
      name: "ApiError",
      status: 200,
    });
  });

  it("throws an ApiError with status 0 when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(unwrap(api.GET("/api/roles"))).rejects.toMatchObject({ status: 0 });
  });

  it("refuses to call without a signed-in user", async () => {
    const fetchMock = answer(200, { data: null });
    fakeAuth.signInAs(null);
    await expect(unwrap(api.GET("/api/roles"))).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
