import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fakeAuth } from "../../test/fake-firebase-auth";
import { renderApp } from "../../test/render-app";

async function openReset(url = "/reset-password") {
  renderApp(url);
  await screen.findByRole("heading", { name: "Reset password" });
  return userEvent.setup();
}

describe("the reset-password screen", () => {
  it("keeps Send reset link disabled until the email is valid", async () => {
    const user = await openReset();
    const send = screen.getByRole("button", { name: "Send reset link" });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText("Email"), "admin@demo");
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText("Email"), ".hoa");
    expect(send).toBeEnabled();
    await user.clear(screen.getByLabelText("Email"));
    await user.type(screen.getByLabelText("Email"), "ad min@demo.hoa");
    expect(send).toBeDisabled();
  });

  it("sends the reset email with a busy state, then says to check the inbox", async () => {
    const user = await openReset();
    await user.type(screen.getByLabelText("Email"), "admin@demo.hoa");
    const release = fakeAuth.holdNext("resetPassword");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));

    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    expect(await screen.findByText("Password reset email sent! Check your inbox.")).toBeVisible();
    expect(fakeAuth.calls.resetPassword).toEqual([["admin@demo.hoa"]]);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Send reset link" })).toBeEnabled(),
    );
  });

  it("says so when the email cannot be sent", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = await openReset();
    await user.type(screen.getByLabelText("Email"), "nobody@demo.hoa");
    fakeAuth.failNext("resetPassword", "auth/user-not-found");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(
      await screen.findByText("Failed to send password reset email. Please try again."),
    ).toBeVisible();
  });

  it("links back to sign-in with the redirect kept", async () => {
    await openReset("/reset-password?redirect=%2Fsupport");
    expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute(
      "href",
      "/sign-in?redirect=%2Fsupport",
    );
  });
});
