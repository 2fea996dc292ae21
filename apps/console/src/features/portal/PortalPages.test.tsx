import { screen, within } from "@testing-library/react";
import { currentUrl } from "../../test/render-app";
import { openPortalAs } from "./test-api";

describe("the portal's home page", () => {
  it("shows the latest announcements and the next events, linked in the portal", async () => {
    openPortalAs("/portal");
    const news = await screen.findByRole("list", { name: "Latest announcements" });
    expect(within(news).getByRole("heading", { name: "Water off Tuesday" })).toBeVisible();
    expect(within(news).getByRole("link", { name: "Read Water off Tuesday" })).toHaveAttribute(
      "href",
      "/portal/news/a1",
    );
    const events = await screen.findByRole("list", { name: "Next events" });
    expect(within(events).getByRole("link", { name: "View event Annual meeting" })).toHaveAttribute(
      "href",
      "/portal/events/e1",
    );
    expect(screen.getByRole("link", { name: "See all next events" })).toHaveAttribute(
      "href",
      "/portal/events",
    );
  });
});

describe("the console's member pages inside the portal", () => {
  it("News: the inbox opens an announcement at its portal address, with a way back", async () => {
    const { user } = openPortalAs("/portal/news");
    await user.click(await screen.findByRole("link", { name: "Open Water off Tuesday" }));
    expect(
      await screen.findByRole("heading", { name: "Water off Tuesday", level: 1 }),
    ).toBeVisible();
    expect(currentUrl()).toBe("/portal/news/a1");
    expect(screen.getByRole("link", { name: "← Announcements" })).toHaveAttribute(
      "href",
      "/portal/news",
    );
  });

  it("Events: an event opens in the portal and the household replies", async () => {
    const { user, api } = openPortalAs("/portal/events");
    const [listed] = await screen.findAllByRole("link", { name: "Annual meeting" });
    expect(listed).toHaveAttribute("href", "/portal/events/e1");
    expect(screen.queryByRole("button", { name: "New event" })).not.toBeInTheDocument();

    await user.click(listed!);
    expect(await screen.findByRole("heading", { name: "Annual meeting", level: 1 })).toBeVisible();
    expect(screen.getByRole("link", { name: "← Events" })).toHaveAttribute(
      "href",
      "/portal/events",
    );
    expect(await screen.findByText("You have not replied yet.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Going" }));
    expect(await screen.findByText(/You replied: Going/)).toBeVisible();
    expect(api.requests.find((request) => request.method === "PUT")?.path).toBe(
      "/api/orgs/maple-grove/events/e1/rsvp",
    );
  });

  it("Documents: listed without the administrators' upload, each at its portal address", async () => {
    const { user } = openPortalAs("/portal/documents");
    const listed = await screen.findByRole("link", { name: "Pool rules" });
    expect(screen.queryByRole("button", { name: "Upload documents" })).not.toBeInTheDocument();
    await user.click(listed);
    expect(await screen.findByRole("heading", { name: "Pool rules", level: 1 })).toBeVisible();
    expect(currentUrl()).toBe("/portal/documents/d1");
    expect(screen.getByRole("link", { name: "← Documents" })).toHaveAttribute(
      "href",
      "/portal/documents",
    );
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("Support: my tickets, and a new one opens at its portal address", async () => {
    const { user } = openPortalAs("/portal/support");
    expect(await screen.findByRole("link", { name: "Gate code does not work" })).toHaveAttribute(
      "href",
      "/portal/support/tickets/t1",
    );
    await user.click(screen.getByRole("button", { name: "New ticket" }));
    const dialog = await screen.findByRole("dialog", { name: "New ticket" });
    await user.type(within(dialog).getByRole("textbox", { name: "Subject" }), "Broken lamp");
    await user.click(within(dialog).getByRole("button", { name: "Create ticket" }));
    expect(await screen.findByRole("heading", { name: "#8 Broken lamp", level: 1 })).toBeVisible();
    expect(currentUrl()).toBe("/portal/support/tickets/t2");
    expect(screen.getByRole("link", { name: "← Support" })).toHaveAttribute(
      "href",
      "/portal/support",
    );
  });
});
