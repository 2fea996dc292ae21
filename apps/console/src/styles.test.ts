import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { offScaleDeclarations } from "@hoa/ui/testing/scale";

const src = dirname(fileURLToPath(import.meta.url));
/** The console's own stylesheets (the font's declarations are not type or spacing). */
const stylesheets = readdirSync(src, { recursive: true, encoding: "utf8" }).filter(
  (file) => file.endsWith(".css") && !file.startsWith("fonts"),
);

describe("the console's stylesheets", () => {
  it("are found", () => {
    expect(stylesheets.length).toBeGreaterThan(5);
  });

  it.each(stylesheets)("%s uses the type and spacing scale of @hoa/ui", (file) => {
    expect(offScaleDeclarations(readFileSync(join(src, file), "utf8"))).toEqual([]);
  });
});
