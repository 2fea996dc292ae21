// The console's API types, generated from the OpenAPI document the functions produce
// (docs/api/openapi.json), so a response shape cannot drift from the server's.
//
//   node scripts/api-types.mjs          writes src/api/schema.d.ts
//   node scripts/api-types.mjs --check  exits 1 when src/api/schema.d.ts is stale
import { readFile, writeFile } from "node:fs/promises";
import openapiTS, { astToString } from "openapi-typescript";

const documentUrl = new URL("../../../docs/api/openapi.json", import.meta.url);
const typesUrl = new URL("../src/api/schema.d.ts", import.meta.url);

export async function generateApiTypes() {
  const ast = await openapiTS(JSON.parse(await readFile(documentUrl, "utf8")));
  return (
    "// Generated from docs/api/openapi.json by scripts/api-types.mjs. Do not edit.\n\n" +
    astToString(ast)
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const generated = await generateApiTypes();
  if (process.argv.includes("--check")) {
    const current = await readFile(typesUrl, "utf8").catch(() => "");
    if (current !== generated) {
      console.error("src/api/schema.d.ts is stale: run pnpm generate");
      process.exit(1);
    }
  } else {
    await writeFile(typesUrl, generated);
    console.log("wrote src/api/schema.d.ts");
  }
}
