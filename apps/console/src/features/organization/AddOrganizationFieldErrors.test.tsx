import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { server } from "../../test/api-server";
import { fakeAuth, makeUser } from "../../test/fake-firebase-auth";
import { renderApp } from "../../test/render-app";

const refusal = {
  error: "Organization name must be at most 100 characters",
  fields: {
    name: "Organization name must be at most 100 characters",
    createdBy: "Not a field of the form",
  },
};

describe('"Add your HOA" when the server refuses a field', () => {
  it("shows the server's message on that field, focused, and keeps what was typed", async () => {
    server.use(http.post("*/api/createOrg", () => HttpResponse.json(refusal, { status: 400 })));
    fakeAuth.signInAs(makeUser("newcomer"));
    const user = userEvent.setup();
    renderApp("/website");
    await screen.findByRole("heading", { name: "Add your HOA" });

    await user.type(screen.getByLabelText("Organization Name"), "Cedar Court HOA");
    await user.type(screen.getByLabelText(/Description/), "By the creek.");
    await user.click(screen.getByRole("button", { name: "Create Organization" }));

    const name = await screen.findByRole("textbox", { name: "Organization Name" });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription("Organization name must be at most 100 characters"),
    );
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveValue("Cedar Court HOA");
    expect(screen.getByRole("textbox", { name: /Description/ })).toHaveValue("By the creek.");
    expect(screen.queryByText("Not a field of the form")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Organization" })).toBeEnabled();

    // Editing the field clears the server's message, as it does the form's own.
    await user.type(name, "!");
    expect(name).not.toHaveAccessibleDescription();
  });
});
