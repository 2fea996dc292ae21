// @vitest-environment node
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

describe("the API types", () => {
  it("are generated from the current OpenAPI document (pnpm --filter @hoa/console generate)", () => {
    const script = fileURLToPath(new URL("../../scripts/api-types.mjs", import.meta.url));
    expect(() =>
      execFileSync(process.execPath, [script, "--check"], { stdio: "pipe" }),
    ).not.toThrow();
  });
});
