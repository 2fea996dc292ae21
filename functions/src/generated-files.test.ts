import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generatedFiles } from "./generated-files.js";

const root = join(import.meta.dirname, "..", "..");

describe("the files generated from the code (pnpm generate)", () => {
  it("are up to date: docs/api/openapi.json and firestore.indexes.json", async () => {
    for (const [path, expected] of Object.entries(await generatedFiles())) {
      expect(await readFile(join(root, path), "utf8"), `${path} is stale`).toBe(expected);
    }
  });
});
