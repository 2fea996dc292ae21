import content from "./content/content.css?raw";
import shell from "./shell/shell.css?raw";
import { offScaleDeclarations } from "./testing/scale";

describe("the type and spacing scale", () => {
  it("is what every stylesheet of the package uses", () => {
    expect(offScaleDeclarations(content)).toEqual([]);
    expect(offScaleDeclarations(shell)).toEqual([]);
  });

  it("finds sizes, weights and spacing off the scale", () => {
    const css = `
      /* padding: 7px is only a comment */
      .a { font-size: 13px; font-weight: 650; line-height: 1.3; letter-spacing: 0.02em; }
      .b { padding: 6px var(--space-2); margin: 0 auto; gap: 2px; }
      .c { padding-left: calc(var(--space-3) * 2 + 16px); font-size: var(--text-sm); }
    `;
    expect(offScaleDeclarations(css)).toEqual([
      "font-size: 13px",
      "font-weight: 650",
      "line-height: 1.3",
      "letter-spacing: 0.02em",
      "padding: 6px var(--space-2)",
    ]);
  });
});
