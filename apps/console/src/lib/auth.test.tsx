import { act, render, renderHook, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { fakeAuth, makeUser } from "../test/fake-firebase-auth";
import { AuthProvider, useAuth } from "./auth";

function AuthProbe() {
  const { user, isAuthLoading, isAuthenticated, signOut } = useAuth();
  return (
    <>
      <p>user: {user?.uid ?? "none"}</p>
      <p>loading: {String(isAuthLoading)}</p>
      <p>authenticated: {String(isAuthenticated)}</p>
      <button type="button" onClick={() => signOut().catch(() => undefined)}>
        Sign out
      </button>
    </>
  );
}

const renderProbe = () =>
  render(
    <AuthProvider>
      <AuthProbe />
    </AuthProvider>,
  );

describe("the auth context", () => {
  it("throws its own error outside its provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      "useAuth must be used within an AuthProvider",
    );
  });

  it("stores the signed-in user's uid under a product-prefixed key", async () => {
    fakeAuth.signInAs(makeUser("u-42"));
    renderProbe();
    expect(await screen.findByText("user: u-42")).toBeVisible();
    expect(localStorage.getItem("hoa-console:uid")).toBe("u-42");
  });

  it("counts as authenticated while loading only when a uid is stored", async () => {
    fakeAuth.holdLoading();
    const { unmount } = renderProbe();
    expect(screen.getByText("loading: true")).toBeVisible();
    expect(screen.getByText("authenticated: false")).toBeVisible();
    unmount();

    localStorage.setItem("hoa-console:uid", "u-42");
    renderProbe();
    expect(screen.getByText("authenticated: true")).toBeVisible();
    act(() => fakeAuth.finishLoading(null));
    expect(await screen.findByText("authenticated: false")).toBeVisible();
    expect(screen.getByText("loading: false")).toBeVisible();
  });

  it("says signed out as soon as sign-out resolves, before Firebase tells its listeners", async () => {
    fakeAuth.signInAs(makeUser("u-42"));
    fakeAuth.noticeSignOutLate();
    function SignOutProbe() {
      const { isAuthenticated, signOut } = useAuth();
      const [resolved, setResolved] = useState(false);
      return (
        <>
          <p>{resolved ? `after sign-out: authenticated ${String(isAuthenticated)}` : "before"}</p>
          <button type="button" onClick={() => void signOut().then(() => setResolved(true))}>
            Sign out
          </button>
        </>
      );
    }
    render(
      <AuthProvider>
        <SignOutProbe />
      </AuthProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));
    // The first render that knows the sign-out resolved already says signed out.
    expect(await screen.findByText(/^after sign-out/u)).toHaveTextContent(
      "after sign-out: authenticated false",
    );
  });

  it("clears the stored uid and organization id on sign-out", async () => {
    fakeAuth.signInAs(makeUser("u-42"));
    localStorage.setItem("hoa-console:orgId", "o1");
    renderProbe();
    await screen.findByText("user: u-42");
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }));

    expect(await screen.findByText("user: none")).toBeVisible();
    expect(localStorage.getItem("hoa-console:uid")).toBeNull();
    expect(localStorage.getItem("hoa-console:orgId")).toBeNull();
  });

  it("clears both stored items even when the provider's sign-out fails, then reports the error", async () => {
    fakeAuth.signInAs(makeUser("u-42"));
    localStorage.setItem("hoa-console:orgId", "o1");
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    await act(async () => {}); // lets Auth report the signed-in user
    expect(result.current.user?.uid).toBe("u-42");

    fakeAuth.failNext("signOut", "auth/network-request-failed");
    await act(async () => {
      await expect(result.current.signOut()).rejects.toMatchObject({
        code: "auth/network-request-failed",
      });
    });
    expect(localStorage.getItem("hoa-console:uid")).toBeNull();
    expect(localStorage.getItem("hoa-console:orgId")).toBeNull();
  });
});
