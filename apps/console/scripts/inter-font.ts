// The console's one typeface: Inter, shipped from @fontsource-variable/inter, cut at build time to
// the characters the product writes and the weights its CSS uses. `src/fonts/fonts.css` declares
// it; this plugin writes the file that declaration points at and preloads it from index.html.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/** The package's Latin file: the weight axis only (no optical size), upright. */
export const INTER_SOURCE =
  require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

/** Where the subset is written (ignored by git); `src/fonts/fonts.css` points here. */
export const INTER_SUBSET_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  "..",
  "src",
  "fonts",
  "generated",
  "inter.woff2",
);

const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)).join(
    "",
  );

/**
 * What the product writes: Basic Latin, Latin-1 Supplement (no-break space, ©, £, ×, ·, §, é…)
 * and the typographic punctuation of the specification and the console (dashes, curly quotes,
 * ellipsis, bullet, €, ™, the minus sign, primes). The package's Latin file has no arrows, "≤",
 * "○" or "✓": those few are drawn by the fallback font.
 */
export const PRODUCT_CHARACTERS = range(0x20, 0x7e) + range(0xa0, 0xff) + "–—‘’‚“”„…•‹›€™−′″";

/** The weights the CSS uses (400 to 700, 650 included); other weights are clamped to these. */
export const INTER_WEIGHTS = { min: 400, max: 700 } as const;

/**
 * OpenType features kept: kerning, ligatures, tabular figures (`font-variant-numeric`), and what
 * variable glyphs and accents need. Contextual alternates (`calt`, 4 kB) are left out.
 */
export const INTER_FEATURES = ["kern", "liga", "tnum", "rvrn", "ccmp", "locl"];

/** Inter cut to `PRODUCT_CHARACTERS`, the weight axis at `INTER_WEIGHTS`, as woff2. */
export async function subsetInter(source = INTER_SOURCE): Promise<Buffer> {
  return subsetFont(await readFile(source), PRODUCT_CHARACTERS, {
    targetFormat: "woff2",
    variationAxes: { wght: INTER_WEIGHTS },
    keepFeatures: INTER_FEATURES,
  });
}

async function writeIfChanged(file: string, content: Buffer): Promise<void> {
  const current = await readFile(file).catch(() => null);
  if (current?.equals(content)) return;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

/**
 * The preload of the built font file, for index.html. Its priority is low: the text paints at once
 * in the metric-matched fallback (`font-display: swap`), so the font must not take bandwidth from
 * the script that renders the screen; it still arrives long before it would from the stylesheet.
 */
export function fontPreloadTag(href: string) {
  return {
    tag: "link",
    attrs: {
      rel: "preload",
      as: "font",
      type: "font/woff2",
      href,
      crossorigin: true,
      fetchpriority: "low",
    },
    injectTo: "head",
  } as const;
}

/**
 * Writes the subset before anything is built or served, and in a build preloads the hashed file
 * from index.html, so the text of the first screen is drawn in Inter from the start.
 */
export function interFont(): Plugin {
  let base = "/";
  return {
    name: "hoa-inter-font",
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      await writeIfChanged(INTER_SUBSET_FILE, await subsetInter());
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        if (!context.bundle) return;
        const font = Object.values(context.bundle).find(
          (output) =>
            output.type === "asset" &&
            output.originalFileNames.some((name) => name.endsWith("fonts/generated/inter.woff2")),
        );
        if (!font)
          throw new Error("The build emitted no Inter font: is src/fonts/fonts.css imported?");
        return [fontPreloadTag(`${base}${font.fileName}`)];
      },
    },
  };
}
