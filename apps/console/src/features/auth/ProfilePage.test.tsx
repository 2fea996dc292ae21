import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { TEST_ORG, currentUrl, openConsoleAs, renderApp } from "../../test/render-app";
import { profileMessages } from "./ProfilePage";

function openProfile(user = makeUser("ana", { displayName: "Ana Lima" })) {
  mockApi({
    roles: { orgId: TEST_ORG.id, role: "member", permissions: [] },
    organizations: { [TEST_ORG.id]: TEST_ORG },
  });
  fakeAuth.signInAs(user);
  const person = userEvent.setup();
  renderApp("/profile");
  return person;
}

const card = (name: string) => screen.findByRole("region", { name });

describe("the profile page", () => {
  it("opens from the user menu", async () => {
    const { user } = openConsoleAs("admin", "/website");
    await user.click(await screen.findByRole("button", { name: "Account menu" }));
    await user.click(screen.getByRole("button", { name: "Profile" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    expect(currentUrl()).toBe("/profile");
  });

  it("saves the name, trimmed, and refuses an empty one with the rule's message", async () => {
    const user = openProfile();
    const name = within(await card("Name")).getByRole("textbox", { name: "Name" });
    expect(name).toHaveValue("Ana Lima");

    await user.clear(name);
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText("Name is required")).toBeVisible();
    expect(name).toHaveFocus();
    expect(fakeAuth.calls.updateProfile).toHaveLength(0);

    await user.type(name, "  Ana Lima Ruiz ");
    await user.click(screen.getByRole("button", { name: "Save name" }));
    expect(await screen.findByText(profileMessages.nameSaved)).toBeVisible();
    expect(fakeAuth.calls.updateProfile).toEqual([["ana", { displayName: "Ana Lima Ruiz" }]]);
  });

  it("shows the email address read-only, saying a change is not available", async () => {
    openProfile();
    const email = await card("Email");
    expect(within(email).getByText("ana@example.com")).toBeVisible();
    expect(within(email).getByText(profileMessages.emailNote)).toBeVisible();
    expect(within(email).queryByRole("textbox")).toBeNull();
  });

  it("changes the password after proving the current one, with the checklist", async () => {
    const user = openProfile();
    const password = await card("Password");
    const submit = within(password).getByRole("button", { name: "Change password" });
    expect(submit).toBeDisabled();
    await user.type(within(password).getByLabelText("Current password"), "Old-pass1!");
    await user.type(within(password).getByLabelText("New password"), "abc");
    expect(
      within(password).getByRole("list", { name: "Password requirements" }),
    ).toBeInTheDocument();
    await user.clear(within(password).getByLabelText("New password"));
    await user.type(within(password).getByLabelText("New password"), "New-pass1!");
    await user.type(within(password).getByLabelText("Confirm new password"), "New-pass2!");
    expect(within(password).getByText("Passwords do not match")).toBeVisible();
    expect(submit).toBeDisabled();

    await user.clear(within(password).getByLabelText("Confirm new password"));
    await user.type(within(password).getByLabelText("Confirm new password"), "New-pass1!");
    await user.click(submit);

    expect(await screen.findByText(profileMessages.passwordChanged)).toBeVisible();
    expect(fakeAuth.calls.reauthenticate).toEqual([["ana", "ana@example.com", "Old-pass1!"]]);
    expect(fakeAuth.calls.updatePassword).toEqual([["ana", "New-pass1!"]]);
    expect(within(password).getByLabelText("Current password")).toHaveValue("");
  });

  it("says so on the field when the current password is wrong, and changes nothing", async () => {
    const user = openProfile();
    const password = await card("Password");
    await user.type(within(password).getByLabelText("Current password"), "Wrong-pass1!");
    await user.type(within(password).getByLabelText("New password"), "New-pass1!");
    await user.type(within(password).getByLabelText("Confirm new password"), "New-pass1!");
    fakeAuth.failNext("reauthenticate", "auth/wrong-password");
    await user.click(within(password).getByRole("button", { name: "Change password" }));

    expect(await within(password).findByText(profileMessages.wrongPassword)).toBeVisible();
    expect(fakeAuth.calls.updatePassword).toHaveLength(0);
  });

  it("tells an account that signs in with Google that its password is kept there", async () => {
    openProfile(makeUser("gus", { providerData: [{ providerId: "google.com" }] }));
    const password = await card("Password");
    expect(within(password).getByText(profileMessages.providerNote)).toBeVisible();
    expect(within(password).queryByLabelText("Current password")).toBeNull();
  });
});
