import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { currentUrl, renderApp } from "../../test/render-app";

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign in with email" }));
  return user;
}

beforeEach(() => {
  mockApi({
    roles: { orgId: "o1", role: "admin", permissions: ["admin"] },
    organizations: { o1: { id: "o1", name: "Oak Park HOA" } },
  });
});

describe("the sign-in screen", () => {
  it("offers email, password, reset and create-account links, and Google and Apple", async () => {
    renderApp("/sign-in");
    await screen.findByRole("heading", { name: "Sign in" });
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/reset-password",
    );
    expect(screen.getByRole("link", { name: "Don't have account?" })).toHaveAttribute(
      "href",
      "/create-account",
    );
    expect(screen.getByText("or")).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign in with Google" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign in with Apple" })).toBeVisible();
  });

  it("carries the redirect parameter to the other auth screens", async () => {
    renderApp("/sign-in?redirect=%2Fevents%3Fmonth%3D5");
    await screen.findByRole("heading", { name: "Sign in" });
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/reset-password?redirect=%2Fevents%3Fmonth%3D5",
    );
    expect(screen.getByRole("link", { name: "Don't have account?" })).toHaveAttribute(
      "href",
      "/create-account?redirect=%2Fevents%3Fmonth%3D5",
    );
  });

  it('shows "Please enter a valid email address" under an invalid email and focuses it', async () => {
    renderApp("/sign-in");
    await screen.findByRole("heading", { name: "Sign in" });
    await fillAndSubmit("admin @demo.hoa", "Admin123!");

    expect(screen.getByText("Please enter a valid email address")).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    expect(fakeAuth.calls.signIn).toHaveLength(0);
  });

  it('shows "Please enter a valid password" for a password that breaks the rules, and focuses it', async () => {
    renderApp("/sign-in");
    await screen.findByRole("heading", { name: "Sign in" });
    await fillAndSubmit("admin@demo.hoa", "short");

    expect(screen.getByText("Please enter a valid password")).toBeVisible();
    expect(screen.getByLabelText("Password")).toHaveFocus();
    expect(fakeAuth.calls.signIn).toHaveLength(0);
  });

  it("clears a field's message when that field is edited", async () => {
    renderApp("/sign-in");
    await screen.findByRole("heading", { name: "Sign in" });
    const user = await fillAndSubmit("nope", "");
    await user.type(screen.getByLabelText("Email"), "x");
    expect(screen.queryByText("Please enter a valid email address")).not.toBeInTheDocument();
  });

  it("shows a busy button while signing in, then goes to the redirect target", async () => {
    renderApp("/sign-in?redirect=%2Fpeople");
    await screen.findByRole("heading", { name: "Sign in" });
    const release = fakeAuth.holdNext("signIn");
    await fillAndSubmit("admin@demo.hoa", "Admin123!");

    expect(screen.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    release();
    await waitFor(() => expect(currentUrl()).toBe("/people"));
    expect(fakeAuth.calls.signIn).toEqual([["admin@demo.hoa", "Admin123!"]]);
  });

  it.each([
    [
      "auth/user-not-found",
      "Invalid email or password. Please check your credentials and try again.",
    ],
    [
      "auth/wrong-password",
      "Invalid email or password. Please check your credentials and try again.",
    ],
    [
      "auth/invalid-credential",
      "Invalid email or password. Please check your credentials and try again.",
    ],
    ["auth/too-many-requests", "Too many failed sign in attempts. Please try again later."],
    ["auth/user-disabled", "This account has been disabled. Please contact support."],
    ["auth/invalid-email", "Please enter a valid email address."],
    ["auth/network-request-failed", "Failed to sign in with email. Please try again."],
  ])("toasts the message for %s", async (code, message) => {
    renderApp("/sign-in");
    await screen.findByRole("heading", { name: "Sign in" });
    fakeAuth.failNext("signIn", code);
    await fillAndSubmit("admin@demo.hoa", "Admin123!");

    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole("button", { name: "Sign in with email" })).toBeEnabled();
    expect(currentUrl()).toBe("/sign-in");
  });

  it.each([
    ["Google", "google.com"],
    ["Apple", "apple.com"],
  ])(
    "signs in with %s in a popup, passing the popup resolver to that call",
    async (name, providerId) => {
      renderApp("/sign-in?redirect=%2Fevents");
      await screen.findByRole("heading", { name: "Sign in" });
      await userEvent.click(screen.getByRole("button", { name: `Sign in with ${name}` }));

      await waitFor(() => expect(currentUrl()).toBe("/events"));
      expect(fakeAuth.calls.popup).toEqual([[providerId, { type: "popup-resolver" }]]);
    },
  );

  it.each([["auth/popup-closed-by-user"], ["auth/cancelled-popup-request"]])(
    "stays silent when the popup ends with %s",
    async (code) => {
      renderApp("/sign-in");
      await screen.findByRole("heading", { name: "Sign in" });
      fakeAuth.failNext("popup", code);
      await userEvent.click(screen.getByRole("button", { name: "Sign in with Google" }));

      await waitFor(() => expect(fakeAuth.calls.popup).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    },
  );

  it.each([
    ["Google", "Failed to sign in. Please try again."],
    ["Apple", "Failed to sign in with Apple. Please try again."],
  ])("shows the %s fallback text for a provider-internal error", async (name, message) => {
    renderApp("/sign-in");
    await screen.findByRole("heading", { name: "Sign in" });
    fakeAuth.failNext("popup", "auth/internal-error");
    await userEvent.click(screen.getByRole("button", { name: `Sign in with ${name}` }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it("shows any other popup error's own message", async () => {
    renderApp("/sign-in");
    await screen.findByRole("heading", { name: "Sign in" });
    fakeAuth.failNext("popup", "auth/popup-blocked");
    await userEvent.click(screen.getByRole("button", { name: "Sign in with Apple" }));
    expect(await screen.findByText("Firebase: Error (auth/popup-blocked).")).toBeVisible();
  });
});

describe("signout=1", () => {
  it("signs the user out, removes the parameter and says so", async () => {
    fakeAuth.signInAs(makeUser("admin"));
    renderApp("/sign-in?signout=1&redirect=%2Fpeople");

    expect(await screen.findByText("You have been signed out successfully")).toBeVisible();
    expect(currentUrl()).toBe("/sign-in?redirect=%2Fpeople");
    expect(fakeAuth.calls.signOut).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeVisible();
  });

  it("says so when signing out fails, and still clears the stored ids", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("hoa-console:orgId", "o1");
    fakeAuth.signInAs(makeUser("admin"));
    fakeAuth.failNext("signOut", "auth/network-request-failed");
    renderApp("/sign-in?signout=1");

    expect(await screen.findByText("Failed to sign out. Please try again.")).toBeVisible();
    expect(localStorage.getItem("hoa-console:uid")).toBeNull();
    expect(localStorage.getItem("hoa-console:orgId")).toBeNull();
  });

  it("only removes the parameter when nobody is signed in", async () => {
    renderApp("/sign-in?signout=1");
    await waitFor(() => expect(currentUrl()).toBe("/sign-in"));
    expect(fakeAuth.calls.signOut).toHaveLength(0);
  });
});
