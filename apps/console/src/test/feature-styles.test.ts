import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Features use @hoa/ui and never style a button, a badge, a pill or a toast of their own: no
 * stylesheet of the console selects one, and none paints a class named as one.
 */

const sourceRoot = join(import.meta.dirname, "..");

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

interface Rule {
  selector: string;
  declarations: string;
}

/** The innermost rules of a stylesheet (those inside `@media` too), comments left out. */
function rulesOf(css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "");
  return [...text.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, declarations]) => ({
    selector: selector!.trim(),
    declarations: declarations!,
  }));
}

/** The element `button`, a ui package's button, pill or badge, or the toast library's classes. */
const forbiddenSelector =
  /(?:^|[\s>+~,(])button\b(?![-\w])|\.ui-(?:button|pill|badge)\b|\.Toastify/;
/** A class named as a button, badge or pill (`.save-button`, `.tile__badge`). */
const namedLikeOne = /\.[\w-]*(?:-|__)(?:button|badge|pill)(?![-\w])/;
const paints = /(?:^|[\s;])(?:background(?:-color)?|border-radius)\s*:/;

/** Why a rule breaks the rule, or null. */
function styledControl({ selector, declarations }: Rule): string | null {
  if (forbiddenSelector.test(selector)) return `selects a control of @hoa/ui: ${selector}`;
  if (namedLikeOne.test(selector) && paints.test(declarations)) {
    return `paints its own button, badge or pill: ${selector}`;
  }
  return null;
}

describe("the console's stylesheets", () => {
  it("finds what it looks for", () => {
    const broken = rulesOf(`
      .toolbar button { margin: 0; }
      .card > .ui-button { grid-column: 2; }
      @media (max-width: 40rem) { .save-button { background: var(--color-primary); } }
      .Toastify__toast { color: red; }
      .tile__badge { position: absolute; }
      .rdp-day_button { border-radius: var(--radius-md); }
      .buttons-row { display: flex; }
    `).map(styledControl);
    expect(broken).toEqual([
      expect.stringContaining(".toolbar button"),
      expect.stringContaining(".ui-button"),
      expect.stringContaining(".save-button"),
      expect.stringContaining(".Toastify"),
      null,
      null,
      null,
    ]);
  });

  it("never style a button, a badge, a pill or a toast of their own", () => {
    const found = stylesheets(sourceRoot).flatMap((path) =>
      rulesOf(readFileSync(path, "utf8")).flatMap((rule) => {
        const why = styledControl(rule);
        return why ? [`${relative(sourceRoot, path)}: ${why}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });
});
