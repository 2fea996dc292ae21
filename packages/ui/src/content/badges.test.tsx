import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import tokensCss from "../tokens.css?raw";
import contentCss from "./content.css?raw";
import { Button, buttonClassName } from "./Button";
import { CATEGORY_COLORS, CategoryBadge, categoryColorOf } from "./CategoryBadge";
import { StatusPill } from "./StatusPill";

/** The custom properties a block of tokens.css sets: `--color-text` → `#17202b`. */
function tokensOf(selector: string): Map<string, string> {
  const start = tokensCss.indexOf(`${selector} {`);
  const block = tokensCss.slice(start, tokensCss.indexOf("\n}", start));
  return new Map(
    [...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

const light = tokensOf(":root");
/** The dark theme redefines some tokens; the rest are the light ones. */
const dark = new Map([...light, ...tokensOf(':root[data-theme="dark"]')]);

function luminance(hex: string): number {
  const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a six-digit colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two colour tokens of a theme. */
function contrast(theme: Map<string, string>, foreground: string, background: string): number {
  const [a, b] = [foreground, background].map((token) => {
    const value = theme.get(token);
    if (!value) throw new Error(`No token ${token}`);
    return luminance(value);
  });
  return (Math.max(a!, b!) + 0.05) / (Math.min(a!, b!) + 0.05);
}

/** Each badge's, pill's and button's text colour and what it sits on. */
const pairs: [string, string][] = [
  ...(["success", "warning", "danger", "info", "primary"] as const).map(
    (tone): [string, string] => [`--color-${tone}`, `--color-${tone}-subtle`],
  ),
  ["--color-text-muted", "--color-surface-2"],
  ...CATEGORY_COLORS.flatMap((color): [string, string][] => [
    [`--color-category-${color}`, `--color-category-${color}-subtle`],
    [`--color-category-${color}`, "--color-surface"],
  ]),
  ["--color-primary-contrast", "--color-primary"],
  ["--color-surface", "--color-danger"],
  ["--color-danger", "--color-surface"],
  ["--color-danger", "--color-danger-subtle"],
];

describe("badge, pill and button colours", () => {
  for (const [name, theme] of [
    ["light", light],
    ["dark", dark],
  ] as const) {
    it.each(pairs)(`keep 4.5:1 in the ${name} theme: %s on %s`, (foreground, background) => {
      expect(contrast(theme, foreground, background)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it("give every category colour a badge rule and both themes' tokens", () => {
    for (const color of CATEGORY_COLORS) {
      expect(contentCss).toContain(`.ui-badge--${color} {`);
      expect(tokensOf(':root[data-theme="dark"]').has(`--color-category-${color}`)).toBe(true);
      expect(light.has(`--color-category-${color}-subtle`)).toBe(true);
    }
  });

  it("keep categories apart from statuses: no category colour is a status colour", () => {
    const statuses = ["success", "warning", "danger", "info", "primary"].map((tone) =>
      light.get(`--color-${tone}`),
    );
    for (const color of CATEGORY_COLORS) {
      expect(statuses).not.toContain(light.get(`--color-category-${color}`));
    }
  });
});

describe("CategoryBadge", () => {
  it("shows the category in its own colour, without the status pill's look", () => {
    render(
      <>
        <CategoryBadge color="teal">Financial Reports</CategoryBadge>
        <StatusPill tone="success">Scheduled</StatusPill>
      </>,
    );

    const badge = screen.getByText("Financial Reports");
    expect(badge).toHaveClass("ui-badge", "ui-badge--teal");
    expect(badge).not.toHaveClass("ui-pill");
    expect(screen.getByText("Scheduled").closest(".ui-pill")).toHaveClass("ui-pill--success");
  });

  it("gives a name the organization chose the same colour every time", () => {
    expect(categoryColorOf("Parking")).toBe(categoryColorOf("Parking"));
    expect(CATEGORY_COLORS).toContain(categoryColorOf("Landscaping"));
  });
});

describe("Button hierarchy", () => {
  it("paints a destructive action quiet with danger text until it is confirmed", () => {
    render(
      <Button variant="quiet" tone="danger">
        Delete
      </Button>,
    );

    expect(screen.getByRole("button", { name: "Delete" })).toHaveClass(
      "ui-button--quiet",
      "ui-button--tone-danger",
    );
  });

  it("gives a link the look of a button of the same rank", () => {
    expect(buttonClassName({ variant: "secondary", size: "sm" })).toBe(
      "ui-button ui-button--secondary ui-button--sm",
    );
    expect(buttonClassName({ variant: "danger", tone: "danger" })).toBe(
      "ui-button ui-button--danger ui-button--md",
    );
  });
});
