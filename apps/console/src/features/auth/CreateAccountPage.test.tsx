import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "../../test/api-server";
import { fakeAuth } from "../../test/fake-firebase-auth";
import { currentUrl, renderApp } from "../../test/render-app";

async function openCreateAccount(url = "/create-account") {
  renderApp(url);
  await screen.findByRole("heading", { name: "Create account" });
  return userEvent.setup();
}

const ruleState = (message: string) =>
  within(screen.getByRole("list", { name: "Password requirements" }))
    .getByText(message)
    .closest("li");

describe("the create-account screen", () => {
  it("marks each password rule as met or not while typing", async () => {
    const user = await openCreateAccount();
    expect(ruleState("Password length must be at least 6 characters")).toHaveAttribute(
      "data-passed",
      "false",
    );

    await user.type(screen.getByLabelText("Password"), "abcdef");
    expect(ruleState("Password length must be at least 6 characters")).toHaveAttribute(
      "data-passed",
      "true",
    );
    expect(ruleState("Password must include 1 lowercase letter")).toHaveAttribute(
      "data-passed",
      "true",
    );
    expect(ruleState("Password must include 1 uppercase letter")).toHaveAttribute(
      "data-passed",
      "false",
    );
    expect(ruleState("Password must include 1 special character")).toHaveAttribute(
      "data-passed",
      "false",
    );
    expect(ruleState("Password must include 1 number")).toHaveAttribute("data-passed", "false");

    await user.type(screen.getByLabelText("Password"), "A1!");
    for (const item of within(
      screen.getByRole("list", { name: "Password requirements" }),
    ).getAllByRole("listitem")) {
      expect(item).toHaveAttribute("data-passed", "true");
    }
  });

  it('shows "Passwords do not match" once the verify field is touched and differs', async () => {
    const user = await openCreateAccount();
    await user.type(screen.getByLabelText("Password"), "Abcdef1!");
    expect(screen.queryByText("Passwords do not match")).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Verify password"), "Abcdef1");
    expect(screen.getByText("Passwords do not match")).toBeVisible();

    await user.type(screen.getByLabelText("Verify password"), "!");
    expect(screen.queryByText("Passwords do not match")).not.toBeInTheDocument();
  });

  it("keeps submit disabled until the password is valid and both fields match", async () => {
    const user = await openCreateAccount();
    const submit = screen.getByRole("button", { name: "Create account" });
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText("Password"), "abcdef1!");
    await user.type(screen.getByLabelText("Verify password"), "abcdef1!");
    expect(submit).toBeDisabled();

    await user.clear(screen.getByLabelText("Password"));
    await user.type(screen.getByLabelText("Password"), "Abcdef1!");
    expect(submit).toBeDisabled();

    await user.clear(screen.getByLabelText("Verify password"));
    await user.type(screen.getByLabelText("Verify password"), "Abcdef1!");
    expect(submit).toBeEnabled();
  });

  it("creates the account, signs it in and hands it to the access gate", async () => {
    mockApi({ roles: null });
    const user = await openCreateAccount("/create-account?redirect=%2Fpeople");
    await user.type(screen.getByLabelText("Name"), "  Pat Lee ");
    await user.type(screen.getByLabelText("Email"), "owner@example.com");
    await user.type(screen.getByLabelText("Password"), "Abcdef1!");
    await user.type(screen.getByLabelText("Verify password"), "Abcdef1!");
    const release = fakeAuth.holdNext("createAccount");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(screen.getByRole("button", { name: "Creating account..." })).toBeDisabled();
    release();
    expect(await screen.findByRole("heading", { name: "Add your HOA" })).toBeVisible();
    expect(currentUrl()).toBe("/people");
    expect(fakeAuth.calls.createAccount).toEqual([["owner@example.com", "Abcdef1!"]]);
    // The name is saved on the account, trimmed.
    expect(fakeAuth.calls.updateProfile).toEqual([["owner", { displayName: "Pat Lee" }]]);
  });

  it("asks for a name, with the rule's message, and focuses it", async () => {
    const user = await openCreateAccount();
    await user.type(screen.getByLabelText("Name"), "   ");
    await user.type(screen.getByLabelText("Email"), "owner@example.com");
    await user.type(screen.getByLabelText("Password"), "Abcdef1!");
    await user.type(screen.getByLabelText("Verify password"), "Abcdef1!");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(screen.getByText("Name is required")).toBeVisible();
    expect(screen.getByLabelText("Name")).toHaveFocus();
    expect(screen.getByLabelText("Name")).toHaveAccessibleDescription(/Name is required/u);
    expect(fakeAuth.calls.createAccount).toHaveLength(0);

    await user.type(screen.getByLabelText("Name"), "x".repeat(101));
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(screen.getByText("Name must be at most 100 characters")).toBeVisible();
  });

  it("starts with the invited address when opened on the way to an invitation", async () => {
    const invitation = "/invite/abc?email=jane%40example.com";
    await openCreateAccount(`/create-account?redirect=${encodeURIComponent(invitation)}`);

    expect(screen.getByLabelText("Email")).toHaveValue("jane@example.com");
    expect(
      screen.getByText("Create your account with the invited address to accept the invitation."),
    ).toBeVisible();
  });

  it("asks for a valid email before creating anything", async () => {
    const user = await openCreateAccount();
    await user.type(screen.getByLabelText("Name"), "Pat Lee");
    await user.type(screen.getByLabelText("Email"), "owner@");
    await user.type(screen.getByLabelText("Password"), "Abcdef1!");
    await user.type(screen.getByLabelText("Verify password"), "Abcdef1!");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(screen.getByText("Please enter a valid email address")).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(fakeAuth.calls.createAccount).toHaveLength(0);
  });

  it('toasts "Failed to create account. Please try again." when the provider refuses', async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = await openCreateAccount();
    await user.type(screen.getByLabelText("Name"), "Pat Lee");
    await user.type(screen.getByLabelText("Email"), "taken@example.com");
    await user.type(screen.getByLabelText("Password"), "Abcdef1!");
    await user.type(screen.getByLabelText("Verify password"), "Abcdef1!");
    fakeAuth.failNext("createAccount", "auth/email-already-in-use");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByText("Failed to create account. Please try again.")).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Create account" })).toBeEnabled(),
    );
  });

  it("links back to sign-in with the redirect kept", async () => {
    await openCreateAccount("/create-account?redirect=%2Fmedia");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/sign-in?redirect=%2Fmedia",
    );
  });
});
