// Prints what the sign-in screen loads before it is interactive, from the last `vite build`: the
// entry chunk and everything it imports statically (gzipped), the CSS those chunks bring
// (gzipped) and the fonts index.html preloads (woff2 is compressed already: its file size), each
// part and the total, and the largest lazily loaded chunk. Exits non-zero when the total exceeds
// the budget. `node scripts/size.mjs [dist]` reads another build (the tests use that).
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const BUDGET_KB = 130;

/** What `dist` makes /sign-in load up front, in kB, and the largest lazy chunk. */
export function measureSignIn(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
  const fileKb = (file) => readFileSync(join(dist, file)).length / 1000;
  const gzippedKb = (file) => gzipSync(readFileSync(join(dist, file))).length / 1000;
  const isJs = (file) => file.endsWith(".js");

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey)
    throw new Error("No entry in the build manifest: was the build run with build.manifest?");

  // The entry and its static imports, transitively: what the page fetches (modulepreload) up front.
  const initial = new Set();
  const visit = (key) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);

  const chunks = [...initial].map((key) => manifest[key]);
  const javascript = chunks
    .map((chunk) => chunk.file)
    .filter(isJs)
    .map((file) => ({ file, kb: gzippedKb(file) }));
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => ({
    file,
    kb: gzippedKb(file),
  }));
  // The fonts index.html preloads: fetched with the page, before any script runs.
  const html = readFileSync(join(dist, "index.html"), "utf8");
  const fonts = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="preload"/.test(tag) && /\bas="font"/.test(tag))
    .map((tag) => /\bhref="\/?([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean)
    .map((file) => ({ file, kb: fileKb(file) }));

  const sum = (parts) => parts.reduce((total, part) => total + part.kb, 0);
  const largestLazy = Object.entries(manifest)
    .filter(([key, chunk]) => !initial.has(key) && isJs(chunk.file))
    .map(([, chunk]) => ({ file: chunk.file, kb: gzippedKb(chunk.file) }))
    .sort((a, b) => b.kb - a.kb)[0];
  return {
    javascript,
    css,
    fonts,
    totals: { javascript: sum(javascript), css: sum(css), fonts: sum(fonts) },
    totalKb: sum(javascript) + sum(css) + sum(fonts),
    largestLazy,
  };
}

const format = (kb) => `${kb.toFixed(1)} kB`;

/** The report's lines, and whether the total is over `budgetKb`. */
export function report(measured, budgetKb = BUDGET_KB) {
  const lines = [
    `/sign-in before it is interactive: ${format(measured.totalKb)} (budget ${budgetKb} kB)`,
  ];
  const parts = [
    ["JavaScript (gzip)", measured.javascript, measured.totals.javascript],
    ["CSS (gzip)", measured.css, measured.totals.css],
    ["fonts (woff2, preloaded)", measured.fonts, measured.totals.fonts],
  ];
  for (const [label, files, total] of parts) {
    lines.push(`  ${label}: ${format(total)}`);
    for (const { file, kb } of files) lines.push(`    ${file.padEnd(42)} ${format(kb)}`);
  }
  if (measured.largestLazy) {
    const { file, kb } = measured.largestLazy;
    lines.push(`Largest lazy chunk (gzip): ${file} ${format(kb)}`);
  }
  const overBy = measured.totalKb - budgetKb;
  return { lines, overBudget: overBy > 0, overBy };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
  const { lines, overBudget, overBy } = report(measureSignIn(dist));
  for (const line of lines) console.log(line);
  if (overBudget) {
    console.error(`Over budget by ${format(overBy)}.`);
    process.exit(1);
  }
}
