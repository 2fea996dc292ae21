import { render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import CommunicationsRoutes from "./CommunicationsRoutes";

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/communications/*" element={<CommunicationsRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("CommunicationsRoutes", () => {
  it("links the hub to the email and notification forms", () => {
    renderAt("/communications");

    expect(screen.getByRole("heading", { level: 1, name: "Communications" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Compose email" })).toHaveAttribute(
      "href",
      "/communications/email",
    );
    expect(screen.getByRole("link", { name: "Create notification" })).toHaveAttribute(
      "href",
      "/communications/notify",
    );
  });

  it("shows Member Groups and Analytics with a disabled Coming Soon button", () => {
    renderAt("/communications");

    for (const name of ["Member Groups", "Analytics"]) {
      const card = screen.getByRole("region", { name });
      expect(within(card).getByRole("button", { name: "Coming Soon" })).toBeDisabled();
    }
  });

  it.each([
    ["/communications/email", "Compose Email"],
    ["/communications/notify", "Bulk Notification"],
    ["/communications/anything/else", "Communications"],
  ])("shows %s as %s", (path, heading) => {
    renderAt(path);

    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });
});
