import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SectionErrorBoundary, sectionErrorText } from "./SectionErrorBoundary";

let broken = true;
function Section() {
  if (broken) throw new Error("A bug in the section");
  return <h1>Events</h1>;
}

describe("SectionErrorBoundary", () => {
  it("shows an error with a retry in place of a page that throws, and shows it again on retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    broken = true;
    render(
      <SectionErrorBoundary resetKey="/events">
        <Section />
      </SectionErrorBoundary>,
    );

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(sectionErrorText.title);
    expect(alert).toHaveTextContent(sectionErrorText.message);

    broken = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByRole("heading", { name: "Events" })).toBeInTheDocument();
  });

  it("clears the error when the person goes to another page", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    broken = true;
    const { rerender } = render(
      <SectionErrorBoundary resetKey="/events">
        <Section />
      </SectionErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toBeInTheDocument();

    broken = false;
    rerender(
      <SectionErrorBoundary resetKey="/people">
        <Section />
      </SectionErrorBoundary>,
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Events" })).toBeInTheDocument();
  });

  it("offers to load the console again when a section's code could not be downloaded", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Missing(): never {
      throw new TypeError("Failed to fetch dynamically imported module: /assets/EventsPage.js");
    }
    render(
      <SectionErrorBoundary resetKey="/events">
        <Missing />
      </SectionErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(sectionErrorText.chunkMessage);
  });
});
