// Writes the files generated from the functions' code: docs/api/openapi.json and
// firestore.indexes.json (see src/generated-files.ts).
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { generatedFiles } from "../src/generated-files.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
for (const [path, content] of Object.entries(await generatedFiles())) {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), content);
  console.log(`wrote ${path}`);
}
