import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { BUDGET_KB, measureSignIn, report } from "./size.mjs";

const script = join(dirname(fileURLToPath(import.meta.url)), "size.mjs");
const dists = [];

/** A build whose files are random bytes (gzip cannot shrink them) of the given sizes in kB. */
function fakeBuild({ entryKb, sharedKb, lazyKb, cssKb, fontKb }) {
  const dist = mkdtempSync(join(tmpdir(), "size-"));
  dists.push(dist);
  mkdirSync(join(dist, ".vite"), { recursive: true });
  mkdirSync(join(dist, "assets"));
  const write = (file, kb) => writeFileSync(join(dist, file), randomBytes(kb * 1000));
  write("assets/index.js", entryKb);
  write("assets/shared.js", sharedKb);
  write("assets/lazy.js", lazyKb);
  write("assets/index.css", cssKb);
  write("assets/inter.woff2", fontKb);
  writeFileSync(
    join(dist, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": {
        file: "assets/index.js",
        isEntry: true,
        imports: ["_shared.js"],
        dynamicImports: ["src/Lazy.tsx"],
        css: ["assets/index.css"],
      },
      "_shared.js": { file: "assets/shared.js" },
      "src/Lazy.tsx": { file: "assets/lazy.js", isDynamicEntry: true, imports: ["_shared.js"] },
    }),
  );
  writeFileSync(
    join(dist, "index.html"),
    `<head><script type="module" src="/assets/index.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index.css">
<link rel="preload" as="font" type="font/woff2" href="/assets/inter.woff2" crossorigin></head>`,
  );
  return dist;
}

const run = (dist) => spawnSync(process.execPath, [script, dist], { encoding: "utf8" });

afterEach(() => {
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
});

describe("the size check", () => {
  it("counts the entry's JavaScript and CSS gzipped and the preloaded font as it is", () => {
    const measured = measureSignIn(
      fakeBuild({ entryKb: 60, sharedKb: 10, lazyKb: 40, cssKb: 8, fontKb: 20 }),
    );
    expect(measured.javascript.map((part) => part.file)).toEqual([
      "assets/index.js",
      "assets/shared.js",
    ]);
    expect(measured.totals.javascript).toBeGreaterThan(70);
    expect(measured.totals.css).toBeGreaterThan(8);
    expect(measured.totals.fonts).toBe(20);
    expect(measured.totalKb).toBeCloseTo(
      measured.totals.javascript + measured.totals.css + measured.totals.fonts,
    );
    expect(measured.largestLazy?.file).toBe("assets/lazy.js");
    expect(report(measured).overBudget).toBe(false);
  });

  it("passes a build within the budget and prints each part", () => {
    const result = run(fakeBuild({ entryKb: 80, sharedKb: 5, lazyKb: 40, cssKb: 8, fontKb: 20 }));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`(budget ${BUDGET_KB} kB)`);
    expect(result.stdout).toMatch(/JavaScript \(gzip\)/);
    expect(result.stdout).toMatch(/CSS \(gzip\)/);
    expect(result.stdout).toMatch(/assets\/inter\.woff2 +20\.0 kB/);
  });

  it("fails when the font takes the total over the budget, though the JavaScript alone fits", () => {
    const result = run(fakeBuild({ entryKb: 100, sharedKb: 5, lazyKb: 40, cssKb: 8, fontKb: 25 }));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Over budget by \d+\.\d kB/);
  });
});
