// Bundles the functions and the workspace packages they use into dist/, with a package.json the
// deploy step understands (it cannot resolve pnpm `workspace:` dependencies).
import { build } from "esbuild";
import { copyFile, mkdir, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";

const pkg = JSON.parse(await readFile(new URL("./package.json", import.meta.url), "utf8"));
const runtimeDependencies = pkg.dependencies;
const catalog = await readCatalog();

await rm("dist", { recursive: true, force: true });
await mkdir("dist", { recursive: true });

await build({
  entryPoints: ["src/index.ts"],
  outfile: "dist/index.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  // Runtime dependencies are installed by the deploy step; everything else (the workspace
  // packages) is bundled in.
  external: Object.keys(runtimeDependencies),
  logLevel: "warning",
});

const resolved = Object.fromEntries(
  Object.entries(runtimeDependencies).map(([name, range]) => [
    name,
    range === "catalog:" ? catalog[name] : range,
  ]),
);

await writeFile(
  "dist/package.json",
  JSON.stringify(
    {
      name: "hoa-functions",
      private: true,
      type: "module",
      main: "index.js",
      engines: { node: "22" },
      dependencies: resolved,
    },
    null,
    2,
  ) + "\n",
);

// The deploy step installs the runtime dependencies into dist/. Locally dist/ borrows this
// package's, so that the Functions emulator finds the SDK (and its discovery binary) from the
// source directory the way it will once deployed; firebase.json keeps node_modules out of a deploy.
await symlink("../node_modules", "dist/node_modules", "dir");

// The runtime serves functions with NODE_ENV=production; so does the emulator with this file.
// Without it, the request parser in front of the function answers a malformed JSON body with a
// stack trace. The deploy step reads a function's settings (MAIL_FROM, SMTP_URL, ...) from
// `.env` and `.env.<project id>` next to its code: this package's own are carried into dist/.
const ownEnv = (await readFile(".env", "utf8").catch(() => "")).trimEnd();
await writeFile("dist/.env", `${ownEnv === "" ? "" : `${ownEnv}\n`}NODE_ENV=production\n`);
for (const name of await readdir(".")) {
  if (/^\.env\.[\w-]+$/u.test(name)) await copyFile(name, `dist/${name}`);
}

async function readCatalog() {
  const yaml = await readFile(new URL("../pnpm-workspace.yaml", import.meta.url), "utf8");
  const section = yaml.split(/^catalog:\s*$/m)[1]?.split(/^\S/m)[0] ?? "";
  return Object.fromEntries(
    [...section.matchAll(/^\s+"?([^":\s]+)"?:\s*(\S+)\s*$/gm)].map((match) => [match[1], match[2]]),
  );
}
