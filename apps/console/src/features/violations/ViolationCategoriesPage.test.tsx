import { violationCategoryMessages } from "@hoa/validation/violation-categories";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockApi, server } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { renderApp } from "../../test/render-app";

const parking = {
  id: "c1",
  name: "Parking",
  rule: "CC&R 7.3",
  description: "Parked on the street overnight.",
  cureDays: 7,
  fine: "50.00",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  version: 1,
};

const list = "*/api/orgs/maple-grove/violation-categories";

function signIn(role: "admin" | "member") {
  mockApi({
    roles: { orgId: "maple-grove", role, permissions: role === "admin" ? ["admin"] : [] },
    organizations: { "maple-grove": { id: "maple-grove", name: "Maple Grove HOA" } },
  });
  fakeAuth.signInAs(makeUser(role));
}

describe("ViolationCategoriesPage", () => {
  it("lists categories with their rule, cure period and fine; members only read", async () => {
    signIn("member");
    server.use(
      http.get(list, () =>
        HttpResponse.json({
          data: {
            items: [
              parking,
              { ...parking, id: "c2", name: "Noise", rule: "", cureDays: 0, fine: "0.00" },
            ],
            nextCursor: null,
          },
        }),
      ),
    );
    renderApp("/violations/categories");
    const table = await screen.findByRole("table", { name: "Categories" });
    const row = within(table).getByRole("row", { name: /Parking/ });
    for (const text of ["CC&R 7.3", "7 days", "$50.00"]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    const noise = within(table).getByRole("row", { name: /Noise/ });
    expect(within(noise).getAllByText("None")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Add category" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Categories" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("link", { name: "Rules" })).toHaveAttribute(
      "href",
      "/violations/rules",
    );
    expect(screen.queryByRole("button", { name: "Edit Parking" })).not.toBeInTheDocument();
  });

  it("adds a category, showing the shared rules' messages first", async () => {
    signIn("admin");
    const sent: unknown[] = [];
    let items: unknown[] = [];
    server.use(
      http.get(list, () => HttpResponse.json({ data: { items, nextCursor: null } })),
      http.post(list, async ({ request }) => {
        sent.push(await request.json());
        items = [parking];
        return HttpResponse.json({ data: parking }, { status: 201 });
      }),
      http.get("*/api/orgs/maple-grove/audit", () =>
        HttpResponse.json({ data: { items: [], nextCursor: null } }),
      ),
    );
    const user = userEvent.setup();
    renderApp("/violations/categories");
    expect(await screen.findByText("No violation categories yet")).toBeInTheDocument();

    await user.click(screen.getAllByRole("button", { name: "Add category" })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Add category" });
    await user.clear(within(dialog).getByLabelText(/Cure period/));
    await user.type(within(dialog).getByLabelText(/Cure period/), "2.5");
    await user.click(within(dialog).getByRole("button", { name: "Add category" }));
    expect(await within(dialog).findByText(violationCategoryMessages.nameRequired)).toBeVisible();
    expect(within(dialog).getByText(violationCategoryMessages.cureDaysInvalid)).toBeVisible();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Name/), "Parking");
    await user.type(within(dialog).getByLabelText(/^Rule/), "CC&R 7.3");
    await user.clear(within(dialog).getByLabelText(/Cure period/));
    await user.type(within(dialog).getByLabelText(/Cure period/), "7");
    await user.clear(within(dialog).getByLabelText(/Fine/));
    await user.type(within(dialog).getByLabelText(/Fine/), "50");
    await user.click(within(dialog).getByRole("button", { name: "Add category" }));

    expect(await screen.findByText("Parking was added.")).toBeInTheDocument();
    expect(sent).toEqual([
      { name: "Parking", rule: "CC&R 7.3", description: "", cureDays: "7", fine: "50" },
    ]);
    expect(await screen.findByRole("row", { name: /Parking/ })).toBeInTheDocument();
  });

  it("edits and deletes a category made to the version shown", async () => {
    signIn("admin");
    const calls: { method: string; ifMatch: string | null; body?: unknown }[] = [];
    let items: unknown[] = [parking];
    server.use(
      http.get(list, () => HttpResponse.json({ data: { items, nextCursor: null } })),
      http.patch(`${list}/c1`, async ({ request }) => {
        const body = await request.json();
        calls.push({ method: "PATCH", ifMatch: request.headers.get("if-match"), body });
        const saved = { ...parking, fine: "75.00", version: 2 };
        items = [saved];
        return HttpResponse.json({ data: saved });
      }),
      http.delete(`${list}/c1`, ({ request }) => {
        calls.push({ method: "DELETE", ifMatch: request.headers.get("if-match") });
        items = [];
        return HttpResponse.json({ data: { id: "c1" } });
      }),
      http.get("*/api/orgs/maple-grove/audit", () =>
        HttpResponse.json({ data: { items: [], nextCursor: null } }),
      ),
    );
    const user = userEvent.setup();
    renderApp("/violations/categories");

    await user.click(await screen.findByRole("button", { name: "Edit Parking" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit category" });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue("Parking");
    await user.clear(within(dialog).getByLabelText(/Fine/));
    await user.type(within(dialog).getByLabelText(/Fine/), "75");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Parking was saved.")).toBeInTheDocument();
    expect(await screen.findByText("$75.00")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Parking" }));
    await user.click(await screen.findByRole("button", { name: "Delete category" }));
    expect(await screen.findByText("Parking was deleted.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("row", { name: /Parking/ })).not.toBeInTheDocument(),
    );
    expect(calls).toEqual([
      { method: "PATCH", ifMatch: '"1"', body: expect.objectContaining({ fine: "75" }) },
      { method: "DELETE", ifMatch: '"2"' },
    ]);
  });
});
