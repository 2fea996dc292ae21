import { authHref, safeRedirectTarget, signInHrefFor, signOutHref } from "./redirect";

describe("safeRedirectTarget", () => {
  it.each([
    ["/people", "/people"],
    ["/people?tab=owners#top", "/people?tab=owners#top"],
    ["/website/pages", "/website/pages"],
    ["/communications/email?draft=1", "/communications/email?draft=1"],
  ])("keeps the same-origin path %s", (requested, expected) => {
    expect(safeRedirectTarget(requested)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["people"],
    ["https://evil.example/"],
    ["http://127.0.0.1:5000/people"],
    ["javascript:alert(1)"],
    ["data:text/html,hi"],
    ["//evil.example"],
    ["//evil.example/people"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/ /evil.example"],
    [" /people"],
    ["/people\u0000"],
  ])("falls back to / for the hostile or malformed value %j", (requested) => {
    expect(safeRedirectTarget(requested)).toBe("/");
  });

  it.each([
    ["/sign-in"],
    ["/sign-in?redirect=/people"],
    ["/create-account"],
    ["/reset-password"],
    ["/SIGN-IN"],
    ["/sign-in/"],
    ["/reset-password#again"],
  ])("ignores a redirect to the auth screen %s", (requested) => {
    expect(safeRedirectTarget(requested)).toBe("/");
  });
});

describe("signInHrefFor", () => {
  it("sends / to plain /sign-in", () => {
    expect(signInHrefFor({ pathname: "/", search: "" })).toBe("/sign-in");
  });

  it("sends any other path to /sign-in with the path and query as redirect", () => {
    expect(signInHrefFor({ pathname: "/people", search: "?tab=owners" })).toBe(
      "/sign-in?redirect=%2Fpeople%3Ftab%3Downers",
    );
  });

  it("drops a path that would leave the site", () => {
    expect(signInHrefFor({ pathname: "//evil.example", search: "" })).toBe("/sign-in");
  });
});

describe("authHref", () => {
  it("carries a redirect target between the auth screens", () => {
    expect(authHref("/create-account", "/events?month=5")).toBe(
      "/create-account?redirect=%2Fevents%3Fmonth%3D5",
    );
  });

  it("leaves the default target / out of the address", () => {
    expect(authHref("/reset-password", "/")).toBe("/reset-password");
  });
});

describe("signOutHref", () => {
  it("signs out, then goes to the target once someone signs in again", () => {
    expect(signOutHref("/invite/abc_DEF-123")).toBe(
      "/sign-in?signout=1&redirect=%2Finvite%2Fabc_DEF-123",
    );
  });

  it("is the plain sign-out address for / or a target that would leave the site", () => {
    expect(signOutHref("/")).toBe("/sign-in?signout=1");
    expect(signOutHref("//evil.example")).toBe("/sign-in?signout=1");
  });
});
