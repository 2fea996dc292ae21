import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as validation from "@hoa/validation";
import { describe, expect, it } from "vitest";

const source = fileURLToPath(new URL("../../packages/validation/src/", import.meta.url));
const modules = readdirSync(source)
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && name !== "index.ts")
  .map((name) => name.slice(0, -".ts".length));

describe("the shared rules' modules", () => {
  it("are each imported by their own path, the same values as through the package's index", async () => {
    expect(modules.length).toBeGreaterThan(10);
    for (const name of modules) {
      const module = (await import(`@hoa/validation/${name}`)) as Record<string, unknown>;
      expect(Object.keys(module).length, name).toBeGreaterThan(0);
      for (const [key, value] of Object.entries(module)) {
        if (key in validation) {
          expect((validation as Record<string, unknown>)[key], `${name}.${key}`).toBe(value);
        }
      }
    }
  });
});
