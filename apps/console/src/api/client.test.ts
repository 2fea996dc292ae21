import { fakeAuth, makeUser } from "../test/fake-firebase-auth";
import { ApiError, apiRequest } from "./client";

function answer(status: number, body: unknown, contentType = "application/json") {
  const fetchMock = vi.fn(
    async () =>
      new Response(typeof body === "string" ? body : JSON.stringify(body), {
        status,
        headers: { "Content-Type": contentType },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiRequest", () => {
  beforeEach(() => fakeAuth.signInAs(makeUser("u1")));

  it("sends the ID token and JSON, and returns the data of {data}", async () => {
    const fetchMock = answer(200, { data: { id: "o1" } });
    await expect(
      apiRequest("/createOrg", { method: "POST", body: { name: "Oak" } }),
    ).resolves.toEqual({ id: "o1" });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/createOrg",
      expect.objectContaining({
        method: "POST",
        headers: { Authorization: "Bearer token-of-u1", "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Oak" }),
      }),
    );
  });

  it("throws an ApiError with the status and the server's message for {error}", async () => {
    answer(409, { error: "Already a member" });
    await expect(apiRequest("/createOrg", { method: "POST", body: {} })).rejects.toMatchObject({
      name: "ApiError",
      status: 409,
      message: "Already a member",
      serverMessage: "Already a member",
    });
  });

  it("throws an ApiError without a server message when the body is not the contract's", async () => {
    answer(502, "<html>Bad gateway</html>", "text/html");
    const error = await apiRequest("/roles").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, serverMessage: undefined });
  });

  it("throws an ApiError with status 0 when the server cannot be reached", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(apiRequest("/roles")).rejects.toMatchObject({ status: 0 });
  });

  it("refuses to call without a signed-in user", async () => {
    const fetchMock = answer(200, { data: null });
    fakeAuth.signInAs(null);
    await expect(apiRequest("/roles")).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
