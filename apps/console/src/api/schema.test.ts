import { execFileSync } from "node:child_process";
import { join } from "node:path";

describe("the API types", () => {
  it("are generated from the current OpenAPI document (pnpm generate)", () => {
    // The console's tests run from its package directory.
    const script = join(process.cwd(), "scripts", "api-types.mjs");
    expect(() =>
      execFileSync(process.execPath, [script, "--check"], { stdio: "pipe" }),
    ).not.toThrow();
  });
});
