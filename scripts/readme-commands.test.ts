/**
 * Every command in the README's Scripts table works on a clean clone right after `pnpm install`,
 * where no workspace package is built yet. A command that runs the workspace's own code must
 * build the packages it imports first: through a Turborepo task that depends on their builds
 * (`^build`), or through the launcher, which builds before it starts anything. Checked from the
 * files alone (README.md, the package manifests, turbo.json), so it costs milliseconds where
 * running the commands from a fresh checkout would cost minutes.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), "utf8")) as T;

interface Manifest {
  name: string;
  scripts?: Record<string, string>;
}
interface TurboTask {
  dependsOn?: string[];
}

/** The commands of the README's Scripts table, in order (a cell may hold several). */
function readmeCommands(readme: string): string[] {
  const section = readme.split(/^## /mu).find((part) => part.startsWith("Scripts\n")) ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .flatMap((line) => [...(line.split("|")[1] ?? "").matchAll(/`([^`]+)`/gu)].map((m) => m[1]!));
}

/** The workspace's packages (pnpm-workspace.yaml), by name. */
function workspacePackages(): Map<string, Manifest> {
  const patterns = readFileSync(join(root, "pnpm-workspace.yaml"), "utf8")
    .split("\n")
    .map((line) => /^\s+-\s+(\S+)$/u.exec(line)?.[1])
    .filter((pattern): pattern is string => pattern !== undefined);
  const directories = patterns.flatMap((pattern) =>
    pattern.endsWith("/*")
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
  const packages = new Map<string, Manifest>();
  for (const directory of directories) {
    if (!existsSync(join(root, directory, "package.json"))) continue;
    const manifest = readJson<Manifest>(`${directory}/package.json`);
    packages.set(manifest.name, manifest);
  }
  return packages;
}

/** Tools of other projects that read files and import nothing of the workspace. */
const OUTSIDE_TOOLS = new Set(["prettier", "redocly"]);

/**
 * Why a root script works on a clean clone, or what is wrong with it: `problems` is empty when
 * it builds what it runs, or runs nothing of the workspace.
 */
function cleanCloneProblems(
  script: string,
  context: {
    rootScripts: Record<string, string>;
    packages: Map<string, Manifest>;
    tasks: Record<string, TurboTask>;
    launcherBuildsFirst: boolean;
  },
): string[] {
  const words = script.split(/\s+/u);
  const [tool, subcommand] = words;
  const outsideTool = (command: string) => {
    const first = command.split(/\s+/u).find((word) => !/^[A-Z_]+=/u.test(word)) ?? "";
    return OUTSIDE_TOOLS.has(first);
  };
  if (outsideTool(script)) return [];
  if (tool === "tsx" && subcommand === "scripts/stack.ts") {
    return context.launcherBuildsFirst ? [] : ["the launcher no longer builds before it starts"];
  }
  if (tool !== "turbo" || subcommand !== "run") {
    return [`"${script}" runs without building the workspace's packages first`];
  }
  const beforeArguments = words.slice(2, words.includes("--") ? words.indexOf("--") : undefined);
  const names = beforeArguments.filter((word) => !word.startsWith("-"));
  const filters = beforeArguments
    .filter((word) => word.startsWith("--filter="))
    .map((word) => word.slice("--filter=".length));
  const problems: string[] = [];
  for (const name of names) {
    if (name.startsWith("//#")) {
      const rootScript = context.rootScripts[name.slice(3)];
      if (!context.tasks[name]) problems.push(`turbo.json has no task ${name}`);
      if (rootScript === undefined) problems.push(`no root script for ${name}`);
      else if (!outsideTool(rootScript)) {
        problems.push(`${name} runs "${rootScript}", which may need the packages built`);
      }
      continue;
    }
    const runners = [...context.packages.values()].filter(
      (manifest) =>
        (filters.length === 0 || filters.includes(manifest.name)) && manifest.scripts?.[name],
    );
    if (runners.length === 0) problems.push(`no package has a script "${name}" for ${script}`);
    for (const filter of filters) {
      if (!runners.some((manifest) => manifest.name === filter)) {
        problems.push(`${filter} has no script "${name}"`);
      }
    }
    for (const manifest of runners) {
      const task = context.tasks[`${manifest.name}#${name}`] ?? context.tasks[name];
      if (!task) problems.push(`turbo.json has no task "${name}" for ${manifest.name}`);
      else if (!task.dependsOn?.includes("^build")) {
        problems.push(`${manifest.name}#${name} does not depend on its packages' builds (^build)`);
      }
    }
  }
  return problems;
}

const readme = readFileSync(join(root, "README.md"), "utf8");
const rootScripts = readJson<Manifest>("package.json").scripts ?? {};
const context = {
  rootScripts,
  packages: workspacePackages(),
  tasks: readJson<{ tasks: Record<string, TurboTask> }>("turbo.json").tasks,
  launcherBuildsFirst: /"turbo",\s*"run",\s*"build"/u.test(
    readFileSync(join(root, "scripts/stack.ts"), "utf8"),
  ),
};

describe("the README's commands, on a clean clone", () => {
  const commands = readmeCommands(readme);

  it("are read from its Scripts table", () => {
    expect(commands.length).toBeGreaterThan(15);
    expect(commands).toEqual(expect.arrayContaining(["pnpm test", "pnpm size", "pnpm generate"]));
  });

  it.each(commands)("%s names a root script that builds what it runs first", (command) => {
    const name = /^pnpm ([\w:-]+)(?: -- .*)?$/u.exec(command)?.[1];
    expect(name, `${command}: the README names root scripts (pnpm <script>)`).toBeDefined();
    const script = rootScripts[name!];
    expect(script, `package.json has no script "${name}"`).toBeDefined();
    expect(cleanCloneProblems(script!, context)).toEqual([]);
  });

  it("would catch a command that runs the workspace's code before its packages are built", () => {
    const problems = (script: string) => cleanCloneProblems(script, context);
    expect(problems("tsx scripts/seed-large.ts")).toEqual([
      '"tsx scripts/seed-large.ts" runs without building the workspace\'s packages first',
    ]);
    expect(problems("pnpm --filter @hoa/functions generate")).toHaveLength(1);
    expect(problems("turbo run no-such-task")).toEqual([
      'no package has a script "no-such-task" for turbo run no-such-task',
    ]);
    expect(
      cleanCloneProblems("turbo run generate", {
        ...context,
        tasks: { ...context.tasks, generate: {}, "@hoa/console#generate": {} },
      }),
    ).toEqual([
      "@hoa/console#generate does not depend on its packages' builds (^build)",
      "@hoa/functions#generate does not depend on its packages' builds (^build)",
    ]);
    expect(problems("tsx scripts/stack.ts start")).toEqual([]);
    expect(
      cleanCloneProblems("tsx scripts/stack.ts start", { ...context, launcherBuildsFirst: false }),
    ).toHaveLength(1);
  });
});
