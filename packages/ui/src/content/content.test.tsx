import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FormEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { ToastHost } from "../shell/toast";
import { Button } from "./Button";
import { Card } from "./Card";
import { formatDate } from "./dates";
import { DateBadge } from "./ItemList";
import { PageHeader } from "./PageHeader";
import { SearchForm } from "./SearchForm";
import { StatCard, StatGrid } from "./StatCard";
import { StatusPill } from "./StatusPill";
import { announceUnavailable } from "./unavailable";

describe("PageHeader", () => {
  it("renders the page's one level-1 heading with its description", () => {
    render(<PageHeader title="People" description="Everyone who lives here." />);

    expect(screen.getByRole("heading", { level: 1, name: "People" })).toBeInTheDocument();
    expect(screen.getByText("Everyone who lives here.")).toBeInTheDocument();
  });
});

describe("Card", () => {
  it("is a region named by its title", () => {
    render(
      <Card title="Security">
        <p>Settings</p>
      </Card>,
    );

    expect(screen.getByRole("region", { name: "Security" })).toHaveTextContent("Settings");
    expect(screen.getByRole("heading", { level: 2, name: "Security" })).toBeInTheDocument();
  });
});

describe("StatGrid", () => {
  it("pairs each figure with its label", () => {
    render(
      <StatGrid>
        <StatCard label="Residents" value={8} />
      </StatGrid>,
    );

    expect(screen.getByRole("term")).toHaveTextContent("Residents");
    expect(screen.getByRole("definition")).toHaveTextContent("8");
  });
});

describe("StatusPill", () => {
  it("carries its meaning in its text", () => {
    render(<StatusPill tone="success">Active</StatusPill>);

    expect(screen.getByText("Active")).toBeVisible();
  });
});

describe("Button", () => {
  it("is a plain button by default so it never submits a form by accident", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Add resident</Button>
      </form>,
    );

    await user.click(screen.getByRole("button", { name: "Add resident" }));

    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("SearchForm", () => {
  it("is a named search landmark that submits the trimmed term with Enter", async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    render(<SearchForm label="Search residents" onSearch={onSearch} />);

    expect(screen.getByRole("search", { name: "Search residents" })).toBeInTheDocument();
    await user.type(screen.getByRole("searchbox", { name: "Search residents" }), "  Chen {Enter}");

    expect(onSearch).toHaveBeenCalledWith("Chen");
  });
});

describe("dates", () => {
  it.each([
    ["2025-03-14", "Mar 14, 2025"],
    ["2025-01-01", "Jan 1, 2025"],
    ["2024-12-31", "Dec 31, 2024"],
  ])("formats %s as %s", (isoDate, text) => {
    expect(formatDate(isoDate)).toBe(text);
  });

  it("reads a date badge out as the full date", () => {
    render(<DateBadge isoDate="2025-04-08" />);

    expect(screen.getByText("Tuesday, April 8, 2025")).toBeInTheDocument();
  });
});

describe("announceUnavailable", () => {
  it("says plainly that the action is not available yet", async () => {
    render(<ToastHost />);

    announceUnavailable("Adding residents");

    expect(await screen.findByText("Adding residents is not available yet.")).toBeInTheDocument();
  });
});
