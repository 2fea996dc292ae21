import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Organization } from "../api/get-organization";
import { App } from "../app/App";
import { mockApi } from "./api-server";
import { fakeAuth, makeUser } from "./fake-firebase-auth";

/** Renders the whole console as a visitor who opened `url`. */
export function renderApp(url: string) {
  window.history.replaceState(null, "", url);
  return render(<App />);
}

/** The address bar: path, query and hash. */
export function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/** The organization the console's tests sign in to. */
export const TEST_ORG = { id: "maple-grove", name: "Maple Grove HOA" } as const;

/**
 * Renders the console at `url` for a signed-in user of `TEST_ORG` with `role` (the API knows
 * their roles and the organization, with any of its fields given; a test adds its own endpoints);
 * a resident gets the portal.
 * Answers the user-event session and the mocked API.
 */
export function openConsoleAs(
  role: "admin" | "member" | "resident",
  url: string,
  organization: Partial<Organization> = {},
) {
  const api = mockApi({
    roles: { orgId: TEST_ORG.id, role, permissions: role === "admin" ? ["admin"] : [] },
    organizations: { [TEST_ORG.id]: { ...organization, ...TEST_ORG } },
  });
  fakeAuth.signInAs(makeUser("ana"));
  const user = userEvent.setup();
  renderApp(url);
  return { user, api };
}
