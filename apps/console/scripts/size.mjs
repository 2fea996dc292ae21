// Prints the gzipped JavaScript the sign-in screen loads before it is interactive (the entry chunk
// and everything it imports statically) and the largest lazily loaded chunk, from the manifest of
// the last `vite build`. Exits non-zero when the first exceeds the budget.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 130;
const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));

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

const initialFiles = [...initial].map((key) => manifest[key].file).filter(isJs);
const initialKb = initialFiles.reduce((sum, file) => sum + gzippedKb(file), 0);

const lazyChunks = Object.entries(manifest)
  .filter(([key, chunk]) => !initial.has(key) && isJs(chunk.file))
  .map(([key, chunk]) => ({ name: chunk.name ?? key, file: chunk.file, kb: gzippedKb(chunk.file) }))
  .sort((a, b) => b.kb - a.kb);

const format = (kb) => `${kb.toFixed(1)} kB`;
console.log(`/sign-in initial JavaScript (gzip): ${format(initialKb)} (budget ${BUDGET_KB} kB)`);
for (const file of initialFiles) console.log(`  ${file.padEnd(44)} ${format(gzippedKb(file))}`);
const largest = lazyChunks[0];
if (largest) console.log(`Largest lazy chunk (gzip): ${largest.file} ${format(largest.kb)}`);

if (initialKb > BUDGET_KB) {
  console.error(`Over budget by ${format(initialKb - BUDGET_KB)}.`);
  process.exit(1);
}
