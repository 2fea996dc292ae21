import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generatedFiles } from "./generated-files.js";

const root = join(import.meta.dirname, "..", "..");

describe("the files generated from the code", () => {
  it.each(Object.entries(await generatedFiles()))(
    "%s is up to date (pnpm --filter @hoa/functions generate)",
    async (path, expected) => {
      expect(await readFile(join(root, path), "utf8")).toBe(expected);
    },
  );
});
