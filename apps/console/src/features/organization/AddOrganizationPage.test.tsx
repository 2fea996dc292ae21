import { QueryClientProvider } from "@tanstack/react-query";
import { ToastHost } from "@hoa/ui";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { AuthProvider } from "../../lib/auth";
import { OrganizationSessionProvider } from "../../lib/organization-session";
import { createQueryClient } from "../../lib/query-client";
import { http, HttpResponse, type JsonBodyType } from "msw";
import { mockApi, server, type ApiOptions } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { currentUrl, renderApp } from "../../test/render-app";
import AddOrganizationPage from "./AddOrganizationPage";

const created = { id: "org-1", name: "Cedar Court HOA", description: "", createdBy: "newcomer" };

async function openAddYourHoa(createOrg?: ApiOptions["createOrg"]) {
  const api = mockApi({ roles: null, organizations: { "org-1": created }, createOrg });
  fakeAuth.signInAs(makeUser("newcomer"));
  renderApp("/website");
  await screen.findByRole("heading", { name: "Add your HOA" });
  return { api, user: userEvent.setup() };
}

describe('the "Add your HOA" screen', () => {
  it("requires a name, and focuses and selects it", async () => {
    const { user } = await openAddYourHoa();
    await user.type(screen.getByLabelText("Organization Name"), "   ");
    await user.click(screen.getByRole("button", { name: "Create Organization" }));

    expect(screen.getByText("Organization name is required")).toBeVisible();
    const name = screen.getByLabelText<HTMLInputElement>("Organization Name");
    expect(name).toHaveFocus();
    expect([name.selectionStart, name.selectionEnd]).toEqual([0, 3]);
  });

  it("requires at least 3 characters after trimming", async () => {
    const { user } = await openAddYourHoa();
    await user.type(screen.getByLabelText("Organization Name"), "  ab  ");
    await user.click(screen.getByRole("button", { name: "Create Organization" }));
    expect(screen.getByText("Organization name must be at least 3 characters")).toBeVisible();
  });

  it("limits the description to 500 characters", async () => {
    const { user, api } = await openAddYourHoa();
    await user.type(screen.getByLabelText("Organization Name"), "Cedar Court HOA");
    await user.click(screen.getByLabelText(/Description/));
    await user.paste("x".repeat(501));
    await user.click(screen.getByRole("button", { name: "Create Organization" }));

    expect(screen.getByText("Description must be less than 500 characters")).toBeVisible();
    expect(api.requests.filter((request) => request.path === "/api/createOrg")).toHaveLength(0);
  });

  it("clears a field's error when that field is edited", async () => {
    const { user } = await openAddYourHoa();
    await user.click(screen.getByRole("button", { name: "Create Organization" }));
    expect(screen.getByText("Organization name is required")).toBeVisible();
    await user.type(screen.getByLabelText("Organization Name"), "C");
    expect(screen.queryByText("Organization name is required")).not.toBeInTheDocument();
  });

  it("creates the organization with the ID token, then lets the user in", async () => {
    const { user, api } = await openAddYourHoa((body) => {
      api.options.roles = { orgId: "org-1", role: "admin", permissions: ["admin"] };
      return { status: 200, body: { data: { ...created, name: body.name } } };
    });
    await user.type(screen.getByLabelText("Organization Name"), "  Cedar Court HOA ");
    await user.type(screen.getByLabelText(/Description/), " Twelve townhouses. ");
    await user.click(screen.getByRole("button", { name: "Create Organization" }));

    expect(await screen.findByText("Organization created successfully!")).toBeVisible();
    const sidebar = await screen.findByRole("complementary", { name: "Sidebar" });
    expect(within(sidebar).getByText("Cedar Court HOA")).toBeVisible();
    expect(currentUrl()).toBe("/website");
    expect(api.requests.find((request) => request.path === "/api/createOrg")).toEqual({
      method: "POST",
      path: "/api/createOrg",
      authorization: "Bearer token-of-newcomer",
      contentType: "application/json",
      body: { name: "Cedar Court HOA", description: "Twelve townhouses.", createdBy: "newcomer" },
    });
    expect(localStorage.getItem("hoa-console:orgId")).toBe("org-1");
  });

  it("shows a busy button while creating", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const pending = new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
    const { user } = await openAddYourHoa();
    server.use(
      http.post("*/api/createOrg", async () => {
        const { status, body } = await pending;
        return HttpResponse.json(body as JsonBodyType, { status });
      }),
    );
    await user.type(screen.getByLabelText("Organization Name"), "Cedar Court HOA");
    await user.click(screen.getByRole("button", { name: "Create Organization" }));

    expect(await screen.findByRole("button", { name: "Creating..." })).toBeDisabled();
    answer({ status: 409, body: { error: "You already belong to an organization" } });
    expect(await screen.findByText("You already belong to an organization")).toBeVisible();
    expect(screen.getByRole("button", { name: "Create Organization" })).toBeEnabled();
  });

  it("shows the server's error text when creation fails", async () => {
    const { user } = await openAddYourHoa(() => ({
      status: 400,
      body: { error: "Organization name is required" },
    }));
    await user.type(screen.getByLabelText("Organization Name"), "Cedar Court HOA");
    await user.click(screen.getByRole("button", { name: "Create Organization" }));
    expect(await screen.findByText("Organization name is required")).toBeVisible();
    expect(screen.getByRole("heading", { name: "Add your HOA" })).toBeVisible();
  });

  it('shows "Failed to create organization" when the server gives no reason', async () => {
    const { user } = await openAddYourHoa(() => ({ status: 500 }));
    await user.type(screen.getByLabelText("Organization Name"), "Cedar Court HOA");
    await user.click(screen.getByRole("button", { name: "Create Organization" }));
    expect(await screen.findByText("Failed to create organization")).toBeVisible();
  });

  it("links back to sign-in through signout=1, which signs the user out", async () => {
    const { user } = await openAddYourHoa();
    const back = screen.getByRole("link", { name: "Back to sign in" });
    expect(back).toHaveAttribute("href", "/sign-in?signout=1");

    await user.click(back);
    expect(await screen.findByText("You have been signed out successfully")).toBeVisible();
    await waitFor(() => expect(currentUrl()).toBe("/sign-in"));
  });

  it('toasts "You must be logged in to create an organization" without a user', async () => {
    mockApi();
    render(
      <AuthProvider>
        <QueryClientProvider client={createQueryClient()}>
          <OrganizationSessionProvider>
            <MemoryRouter>
              <AddOrganizationPage />
            </MemoryRouter>
          </OrganizationSessionProvider>
        </QueryClientProvider>
        <ToastHost />
      </AuthProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Organization Name"), "Cedar Court HOA");
    await user.click(screen.getByRole("button", { name: "Create Organization" }));
    expect(
      await screen.findByText("You must be logged in to create an organization"),
    ).toBeVisible();
  });
});
