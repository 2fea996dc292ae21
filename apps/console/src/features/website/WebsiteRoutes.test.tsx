import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import WebsiteRoutes from "./WebsiteRoutes";

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/website/*" element={<WebsiteRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("WebsiteRoutes", () => {
  it("links the overview's four cards to their subpages", () => {
    renderAt("/website");

    expect(screen.getByRole("heading", { level: 1, name: "Website" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage pages" })).toHaveAttribute(
      "href",
      "/website/pages",
    );
    expect(screen.getByRole("link", { name: "Edit styling" })).toHaveAttribute(
      "href",
      "/website/styling",
    );
    expect(screen.getByRole("link", { name: "Tune SEO" })).toHaveAttribute("href", "/website/seo");
    expect(screen.getByRole("link", { name: "Review security" })).toHaveAttribute(
      "href",
      "/website/security",
    );
  });

  it.each([
    ["/website/pages", "Pages"],
    ["/website/styling", "Styling"],
    ["/website/seo", "SEO"],
    ["/website/security", "Security"],
  ])("shows %s as %s, coming soon", (path, heading) => {
    renderAt(path);

    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText("coming soon...")).toBeInTheDocument();
  });

  it("shows the not-found texts for any other path below /website", () => {
    renderAt("/website/blog");

    expect(screen.getByRole("heading", { level: 1, name: "404: Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go home" })).toHaveAttribute("href", "/");
  });
});
