import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockApi, server } from "../test/api-server";
import { fakeAuth, makeUser } from "../test/fake-firebase-auth";
import { renderApp } from "../test/render-app";
import { describeBrowser } from "./sign-in-report";

const ORG = "maple-grove";

describe("SignInReport", () => {
  it("reports a sign-in once per browser session, with this browser's lasting id", async () => {
    const reports: { deviceId: string; device: string }[] = [];
    mockApi({
      roles: { orgId: ORG, role: "admin", permissions: ["admin"] },
      organizations: { [ORG]: { id: ORG, name: "Maple Grove HOA" } },
    });
    server.use(
      http.post(`*/api/orgs/${ORG}/sign-ins`, async ({ request }) => {
        reports.push((await request.json()) as { deviceId: string; device: string });
        return HttpResponse.json({ data: { newDevice: true } });
      }),
    );
    fakeAuth.signInAs(makeUser("admin"));
    const { unmount } = renderApp("/website");
    await screen.findByRole("heading", { level: 1 });
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]?.deviceId).toBe(localStorage.getItem("hoa.device"));
    unmount();

    // Again in the same browser session: not reported twice.
    renderApp("/website");
    await screen.findByRole("heading", { level: 1 });
    expect(reports).toHaveLength(1);
  });
});

describe("describeBrowser", () => {
  it("names the browser and the system, nothing more", () => {
    expect(
      describeBrowser(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      ),
    ).toBe("Chrome on Windows");
    expect(
      describeBrowser(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(
      describeBrowser("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"),
    ).toBe("Firefox on Linux");
  });
});
