import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../test/api-server";
import { fakeAuth, makeUser } from "../test/fake-firebase-auth";
import { renderApp } from "../test/render-app";

const MINUTE = 60_000;

async function openConsoleAs(
  role: "admin" | "member",
  sessionTimeout: "30m" | "1h" | "4h" | "never",
) {
  mockApi({
    roles: { orgId: "maple-grove", role, permissions: role === "admin" ? ["admin"] : [] },
    organizations: {
      "maple-grove": { id: "maple-grove", name: "Maple Grove HOA", sessionTimeout },
    },
  });
  fakeAuth.signInAs(makeUser(role));
  // Fake time that also runs on its own, so the screen can load before a test moves it.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ["setTimeout", "clearTimeout", "Date"] });
  renderApp("/setup");
  await screen.findByRole("heading", { name: "Pages", level: 1 });
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("IdleSignOut", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("warns an idle administrator a minute before the timeout and signs them out at it", async () => {
    await openConsoleAs("admin", "30m");
    await advance(28 * MINUTE);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await advance(1 * MINUTE + 1_000);
    expect(
      screen.getByRole("alertdialog", { name: "You will be signed out in 1 minute" }),
    ).toBeVisible();

    await advance(MINUTE);
    vi.useRealTimers();
    expect(await screen.findByText("You have been signed out successfully")).toBeVisible();
  });

  it("keeps the session when the administrator chooses Stay signed in", async () => {
    await openConsoleAs("admin", "30m");
    await advance(29 * MINUTE + 1_000);
    act(() => screen.getByRole("button", { name: "Stay signed in" }).click());
    await advance(0);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();

    await advance(20 * MINUTE);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Pages", level: 1 })).toBeVisible();
  });

  it.each([
    ["an administrator whose organization chose Never", "admin", "never"],
    ["a member", "member", "30m"],
  ] as const)("never signs out %s", async (_case, role, timeout) => {
    await openConsoleAs(role, timeout);
    await advance(5 * 60 * MINUTE);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Pages", level: 1 })).toBeVisible();
  });
});
