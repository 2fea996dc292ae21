import { screen, waitFor } from "@testing-library/react";
import { currentUrl } from "../../test/render-app";
import { openPortalAs } from "./test-api";

describe("the portal's profile", () => {
  it("opens from the user menu and stays inside the portal", async () => {
    const { user } = openPortalAs("/portal");
    await user.click(await screen.findByRole("button", { name: "Account menu" }));
    await user.click(screen.getByRole("button", { name: "Profile" }));

    await waitFor(() => expect(currentUrl()).toBe("/portal/profile"));
    expect(await screen.findByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    expect(await screen.findByRole("region", { name: "Password" })).toBeVisible();
  });
});
