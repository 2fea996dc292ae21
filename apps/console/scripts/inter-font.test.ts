import { readFile } from "node:fs/promises";
import * as fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import type { Rollup } from "vite";
import {
  INTER_SOURCE,
  INTER_WEIGHTS,
  PRODUCT_CHARACTERS,
  interFont,
  subsetInter,
} from "./inter-font";

async function openFont(woff2: Buffer) {
  const face = new Face(new Blob(await fontverter.convert(woff2, "sfnt")), 0);
  const characters = new Set(face.collectUnicodes());
  return {
    has: (text: string) => [...text].every((char) => characters.has(char.codePointAt(0) ?? 0)),
    axes: face.getAxisInfos(),
    hasTable: (tag: string) => face.referenceTable(tag) !== undefined,
  };
}

describe("the Inter subset", () => {
  let subset: Buffer;
  let source: Buffer;
  beforeAll(async () => {
    [subset, source] = await Promise.all([subsetInter(), readFile(INTER_SOURCE)]);
  });

  it("is a woff2 much smaller than the package's Latin file", () => {
    expect(fontverter.detectFormat(subset)).toBe("woff2");
    expect(subset.length).toBeLessThan(source.length * 0.6);
    expect(subset.length).toBeLessThan(24_000);
  });

  it("draws every character the product writes", async () => {
    const font = await openFont(subset);
    expect(font.has("Charged this month: €1,250.00 — 3 × £40 · © 2026 “Maple Grove” … • –")).toBe(
      true,
    );
    expect(font.has("Émile Zoë Ñoño ß ½ °")).toBe(true);
    expect(font.has("\u00a0\u2212\u2122")).toBe(true);
    // Every character of the set the package draws (it has no arrows, "≤", "○" or "✓").
    const full = await openFont(source);
    const drawable = [...PRODUCT_CHARACTERS].filter((char) => full.has(char));
    expect(drawable.length).toBeGreaterThan(200);
    expect(font.has(drawable.join(""))).toBe(true);
  });

  it("keeps nothing else, and the weight axis only, from 400 to 700", async () => {
    const font = await openFont(subset);
    expect(font.has("Ā")).toBe(false);
    expect(font.has("ı")).toBe(false);
    expect(Object.keys(font.axes)).toEqual(["wght"]);
    expect(font.axes.wght).toMatchObject(INTER_WEIGHTS);
    expect(font.hasTable("GPOS")).toBe(true);
  });
});

describe("interFont", () => {
  const bundle = (fileName: string, originalFileName: string) =>
    ({
      [fileName]: {
        type: "asset",
        fileName,
        originalFileNames: [originalFileName],
      },
    }) as unknown as Rollup.OutputBundle;
  const indexHtml = (plugin: ReturnType<typeof interFont>, outputs: Rollup.OutputBundle) => {
    const hook = plugin.transformIndexHtml as {
      handler: (html: string, context: { bundle?: Rollup.OutputBundle }) => unknown;
    };
    return hook.handler("<html></html>", { bundle: outputs });
  };

  it("preloads the built font file from index.html", () => {
    const plugin = interFont();
    const tags = indexHtml(
      plugin,
      bundle("assets/inter-AbC123.woff2", "src/fonts/generated/inter.woff2"),
    );
    expect(tags).toEqual([
      {
        tag: "link",
        attrs: {
          rel: "preload",
          as: "font",
          type: "font/woff2",
          href: "/assets/inter-AbC123.woff2",
          crossorigin: true,
          fetchpriority: "low",
        },
        injectTo: "head",
      },
    ]);
  });

  it("fails the build when no font was emitted", () => {
    expect(() => indexHtml(interFont(), bundle("assets/logo.svg", "src/logo.svg"))).toThrow(
      /no Inter font/,
    );
  });
});
