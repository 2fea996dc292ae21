/**
 * The local stack: the Auth, Functions, Hosting, Storage and Firestore emulators from firebase-tools
 * (Firestore is the official Cloud Firestore emulator: see firestore-emulator.ts), MailDev as the
 * SMTP server and inbox of the mail the functions send, the dispatcher (which the emulator does
 * not schedule), demo data, and optionally the Vite dev server.
 *
 *   tsx scripts/stack.ts start            build, start, seed, print the URL, run until Ctrl-C
 *   tsx scripts/stack.ts dev              the same plus the Vite dev server with hot reload
 *   tsx scripts/stack.ts exec -- CMD...   start, run CMD against the stack, stop, exit with its code
 *   tsx scripts/stack.ts exec --beside SCRIPT -- CMD...
 *                                         the same, running `pnpm run SCRIPT` (what needs no stack)
 *                                         once the build is done and while the stack starts; CMD
 *                                         runs once SCRIPT has passed
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect } from "node:net";
import { delimiter, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import {
  PROJECT_ID,
  consoleUrl,
  demoAdmin,
  demoMember,
  demoNewUser,
  demoOrganization,
  devConsoleUrl,
  inboxUrl,
  localSmtpUrl,
  ports,
  storageBucket,
} from "./demo-data.js";
import {
  FIREBASE_TOOLS_MIN_JAVA,
  describeSetup,
  firestoreEmulatorSetup,
  runnableJar,
  type FirestoreEmulatorSetup,
} from "./firestore-emulator.js";
// The seed and the dispatcher use the shared packages' builds, which the launcher makes first:
// they are imported once it has (a fresh clone has no build yet).
import type { LocalDispatcher } from "./dispatcher.js";
import type { SmtpRelay } from "./smtp-relay.js";
import { stopGroup } from "./process-group.js";

type Mode = "start" | "dev" | "exec";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const stateDir = join(root, ".stack");
const logFile = join(stateDir, "emulators.log");
/** While it exists, the stack's SMTP server is down (see `smtp-relay.ts`). */
const smtpDownFile = join(stateDir, "smtp-down");
const READY_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

const children: { name: string; process: ChildProcess; group: boolean }[] = [];
let dispatcher: LocalDispatcher | undefined;
let smtpRelay: SmtpRelay | undefined;
let stopping = false;

/**
 * The errors the functions logged (an API answer of 500, a failed trigger), printed when a
 * command fails: a CI run keeps only its output, not the emulator log.
 */
function printFunctionErrors(logFile: string): void {
  const errors = existsSync(logFile)
    ? readFileSync(logFile, "utf8")
        .split("\n")
        .filter((line) => line.includes('"severity":"ERROR"'))
    : [];
  if (errors.length === 0) return;
  console.error(`[stack] the functions logged ${errors.length} error(s); the last ones:`);
  for (const line of errors.slice(-10)) console.error(`[stack]   ${line.trim().slice(0, 2000)}`);
}

function log(message: string): void {
  console.log(`[stack] ${message}`);
}

function parseArgs(argv: string[]): { mode: Mode; command: string[]; beside?: string } {
  const [mode, ...rest] = argv;
  if (mode !== "start" && mode !== "dev" && mode !== "exec") {
    console.error("usage: stack.ts start | dev | exec [--beside SCRIPT] -- COMMAND...");
    process.exit(2);
  }
  let beside: string | undefined;
  if (mode === "exec" && rest[0] === "--beside") {
    beside = rest[1];
    rest.splice(0, 2);
    if (!beside || beside === "--") {
      console.error("stack.ts exec --beside needs the name of a package script");
      process.exit(2);
    }
  }
  const command = rest[0] === "--" ? rest.slice(1) : rest;
  if (mode === "exec" && command.length === 0) {
    console.error("stack.ts exec needs a command after --");
    process.exit(2);
  }
  return { mode, command, beside };
}

/**
 * Runs `pnpm run script` beside the stack's start, its output on the console, in a process group
 * of its own that the shutdown stops with the rest. Its exit code, once it ends; a failure stops
 * the stack at once.
 */
function runBeside(script: string): Promise<number> {
  log(`running beside the start: pnpm run ${script}`);
  const child = spawn("pnpm", ["run", script], { cwd: root, detached: true, stdio: "inherit" });
  children.push({ name: script, process: child, group: true });
  return new Promise<number>((resolveCode) => {
    child.once("exit", (code, signal) => {
      const result = code ?? (signal ? 1 : 0);
      if (result !== 0 && !stopping) {
        console.error(`[stack] ${script} failed with ${result}`);
        void shutdown(result);
      }
      resolveCode(result);
    });
  });
}

function portIsOpen(port: number): Promise<boolean> {
  return new Promise((resolvePort) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolvePort(true);
    });
    socket.once("error", () => resolvePort(false));
  });
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = READY_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) throw new Error("stopped while waiting");
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}`);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

function startChild(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  output: NodeJS.WritableStream,
) {
  // Each child leads its own process group so that shutting down reaches its whole tree.
  const child = spawn(command, args, {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(output, { end: false });
  child.stderr?.pipe(output, { end: false });
  children.push({ name, process: child, group: true });
  child.once("exit", (code, signal) => {
    if (!stopping) {
      console.error(`[stack] ${name} exited unexpectedly (${signal ?? code}); see ${logFile}`);
      void shutdown(1);
    }
  });
  return child;
}

async function shutdown(code: number): Promise<never> {
  if (stopping) return new Promise<never>(() => {});
  stopping = true;
  log("stopping...");
  await dispatcher?.stop();
  await smtpRelay?.close();
  // Reverse order: the dev server and emulators first, Firestore last.
  // Each group whole, its leader running or not (an emulator that crashed leaves its workers).
  for (const { process: child } of [...children].reverse()) {
    await stopGroup(child, STOP_TIMEOUT_MS);
  }
  rmSync(join(stateDir, "state.json"), { force: true });
  log("stopped");
  process.exit(code);
}

async function main(): Promise<void> {
  const { mode, command, beside } = parseArgs(process.argv.slice(2));
  process.on("SIGINT", () => void shutdown(130));
  process.on("SIGTERM", () => void shutdown(143));

  const needed: number[] = [
    ports.auth,
    ports.functions,
    ports.firestore,
    ports.hosting,
    ports.storage,
    ports.hub,
    ports.logging,
    ports.tasks,
    ports.smtp,
    ports.maildevSmtp,
    ports.maildev,
  ];
  if (mode === "dev") needed.push(ports.vite);
  for (const port of needed) {
    if (await portIsOpen(port)) {
      throw new Error(`port ${port} is already in use: is another stack running? Stop it first.`);
    }
  }

  // Before the build: where the emulator or a Java is missing, say so at once.
  const firestoreSetup = firestoreEmulatorSetup();

  log("building the console and the functions...");
  run("pnpm", [
    "exec",
    "turbo",
    "run",
    "build",
    "--filter=@hoa/console",
    "--filter=@hoa/functions",
    "--output-logs=errors-only",
  ]);
  // What needs the builds but not the stack runs now, beside the start.
  const besideDone = beside ? runBeside(beside) : Promise.resolve(0);

  useMailDevInEmulator();

  mkdirSync(stateDir, { recursive: true });
  const output = createWriteStream(logFile);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NO_UPDATE_NOTIFIER: "1",
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
    FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
    // The functions (and the dispatcher below) send mail to MailDev, whatever the shell says.
    SMTP_URL: localSmtpUrl,
    // Their "now" can be moved by end-to-end tests (functions/src/platform/clock.ts).
    HOA_STACK_CLOCK: "on",
  };

  // Storage runs admin-only here (its rules runtime is a download): only firebase-admin gets in.
  const only = ["auth", "functions", "hosting", "storage", "firestore"];
  Object.assign(env, firestoreEnvironment(firestoreSetup));

  // MailDev 2.2.1 (3.x needs Node 22): SMTP and its inbox page on loopback only.
  log(`starting MailDev (SMTP ${localSmtpUrl}, inbox ${inboxUrl})...`);
  startChild(
    "maildev",
    join(root, "scripts", "node_modules", ".bin", "maildev"),
    [
      "--ip",
      "127.0.0.1",
      "--web-ip",
      "127.0.0.1",
      "--smtp",
      String(ports.maildevSmtp),
      "--web",
      String(ports.maildev),
    ],
    env,
    output,
  );
  await waitFor(
    "MailDev",
    async () => (await portIsOpen(ports.maildevSmtp)) && (await portIsOpen(ports.maildev)),
    30_000,
  );
  rmSync(smtpDownFile, { force: true });
  const { startSmtpRelay } = await import("./smtp-relay.js");
  smtpRelay = await startSmtpRelay({
    port: ports.smtp,
    target: ports.maildevSmtp,
    downFile: smtpDownFile,
  });

  log("starting the emulators (log: .stack/emulators.log)...");
  const firebaseBin = join(root, "node_modules", ".bin", "firebase");
  const firebase = startChild(
    "emulators",
    firebaseBin,
    ["emulators:start", "--project", PROJECT_ID, "--only", only.join(",")],
    env,
    output,
  );

  await waitFor("the emulators", async () => {
    const response = await fetch(`http://127.0.0.1:${ports.hub}/emulators`);
    if (!response.ok) return false;
    const running = Object.keys((await response.json()) as Record<string, unknown>);
    return only.every((name) => running.includes(name));
  });
  // The functions are loaded once the API answers in JSON (401 without a token).
  await waitFor("the API", async () => {
    const response = await fetch(`${consoleUrl}/api/roles`);
    return response.headers.get("content-type")?.includes("application/json") ?? false;
  });

  log("seeding demo data...");
  const { seedDemoData } = await import("./seed.js");
  const seeded = await seedDemoData();
  log(
    `seeded ${seeded.users} accounts, ${seeded.documents} Firestore documents and ${seeded.files} files in ${seeded.ms} ms`,
  );
  log("warming the API...");
  await warmApi();

  // The scheduled functions (`work-*`), which the Functions emulator does not run: here, now and
  // every minute, against the same Firestore and MailDev.
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${ports.firestore}`;
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${ports.storage}`;
  const { startLocalDispatcher } = await import("./dispatcher.js");
  const { cloudTasksJobQueue } = await import("../functions/src/scheduler/job-queue.js");
  const dispatcherApp = initializeApp({ projectId: PROJECT_ID, storageBucket }, "dispatcher");
  // A job with work left goes to the Functions emulator's task queue, as deployed.
  process.env.CLOUD_TASKS_EMULATOR_HOST = `127.0.0.1:${ports.tasks}`;
  dispatcher = startLocalDispatcher(
    getFirestore(dispatcherApp),
    getStorage(dispatcherApp).bucket(),
    localSmtpUrl,
    { jobs: cloudTasksJobQueue(dispatcherApp) },
  );

  writeFileSync(
    join(stateDir, "state.json"),
    JSON.stringify(
      {
        firestore: { pid: firestoreProcessId() },
        // While this file exists the SMTP server is down (the mail outage test creates it).
        smtpDownFile,
        emulatorsPid: firebase.pid,
        consoleUrl,
        inboxUrl,
      },
      null,
      2,
    ),
  );

  const stackEnv: NodeJS.ProcessEnv = {
    ...env,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
    HOA_STORAGE_BUCKET: storageBucket,
    GCLOUD_PROJECT: PROJECT_ID,
    HOA_CONSOLE_URL: consoleUrl,
    HOA_MAILDEV_URL: inboxUrl,
    HOA_SMTP_URL: localSmtpUrl,
    HOA_STACK_STATE: join(stateDir, "state.json"),
  };

  if (mode === "exec") {
    if (beside) {
      log(`the stack is up; waiting for ${beside}...`);
      const besideCode = await besideDone;
      if (besideCode !== 0) return shutdown(besideCode);
    }
    log(`running: ${command.join(" ")}`);
    const [bin, ...args] = command as [string, ...string[]];
    const child = spawn(bin, args, { cwd: process.cwd(), env: stackEnv, stdio: "inherit" });
    const code = await new Promise<number>((r) =>
      child.once("exit", (c, s) => r(c ?? (s ? 1 : 0))),
    );
    if (code !== 0) {
      console.error(`[stack] command failed with ${code}; emulator log: ${logFile}`);
      printFunctionErrors(logFile);
    }
    return shutdown(code);
  }

  if (mode === "dev") {
    startChild(
      "vite",
      "pnpm",
      ["--filter", "@hoa/console", "exec", "vite"],
      stackEnv,
      process.stdout,
    );
    await waitFor("the Vite dev server", () => portIsOpen(ports.vite), 60_000);
  }

  const url = mode === "dev" ? devConsoleUrl : consoleUrl;
  console.log(`
  HOA Admin Console is running at ${url}
  Inbox (MailDev): ${inboxUrl}   every email the stack sends

  Demo accounts
    ${demoAdmin.email} / ${demoAdmin.password}   admin of "${demoOrganization.name}"
    ${demoMember.email} / ${demoMember.password}   member (read-only) of "${demoOrganization.name}"
    ${demoNewUser.email} / ${demoNewUser.password}   signed up, no organization yet

  Press Ctrl-C to stop.
`);
}

/**
 * The process id of the Firestore emulator firebase-tools started (a Java process listening on
 * the stack's port), so that tests can pause it to prove the API answers 503 when Firestore does
 * not; undefined where processes cannot be listed this way.
 */
function firestoreProcessId(): number | undefined {
  if (!existsSync("/proc")) return undefined;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      const isFirestore = args.some((arg) => arg.includes("cloud-firestore-emulator"));
      if (isFirestore && args.includes(String(ports.firestore))) return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  return undefined;
}

/**
 * What firebase-tools needs to run the official Firestore emulator: its jar (a launcher jar for
 * the Cloud CLI's component) and the newest Java first on PATH. firebase-tools refuses Java below
 * 21; where only an older one exists, the project's patch of firebase-tools lets Firestore (which
 * runs on Java 17) through when `HOA_FIRESTORE_ANY_JAVA` is set.
 */
function firestoreEnvironment(setup: FirestoreEmulatorSetup): NodeJS.ProcessEnv {
  log(`Firestore: ${describeSetup(setup)}`);
  const environment: NodeJS.ProcessEnv = {
    FIRESTORE_EMULATOR_BINARY_PATH: runnableJar(setup.install, stateDir),
    PATH: `${dirname(setup.java.executable)}${delimiter}${process.env.PATH ?? ""}`,
  };
  if (setup.java.major < FIREBASE_TOOLS_MIN_JAVA) {
    log(
      `Java ${setup.java.major} is below firebase-tools' ${FIREBASE_TOOLS_MIN_JAVA}: starting Firestore with the check relaxed (HOA_FIRESTORE_ANY_JAVA)`,
    );
    environment.HOA_FIRESTORE_ANY_JAVA = "1";
  }
  return environment;
}

/**
 * The Functions emulator gives the settings of `functions/dist/.env*` (the build carries
 * `functions/.env` and `functions/.env.<project>` there, for the deploy) precedence over its own
 * environment, and `.env.local` over those: so the stack's functions send to MailDev even when
 * those files name a real SMTP provider, and read `SMTP_URL` from there, not Secret Manager.
 */
function useMailDevInEmulator(): void {
  const path = join(root, "functions", "dist", ".env.local");
  const own = existsSync(path) ? readFileSync(path, "utf8").split("\n") : [];
  const kept = own.filter(
    (line) =>
      line.trim() !== "" &&
      !/^\s*(SMTP_URL|SMTP_URL_FROM_SECRET_MANAGER|HOA_STACK_CLOCK)\s*=/u.test(line),
  );
  writeFileSync(
    path,
    [
      ...kept,
      `SMTP_URL=${localSmtpUrl}`,
      "SMTP_URL_FROM_SECRET_MANAGER=false",
      "HOA_STACK_CLOCK=on",
      "",
    ].join("\n"),
  );
}

/**
 * Starts the API's process, its Firestore client connected, with one signed-in read, so that the
 * first person (or test) to use the console does not wait for it. Like a deployed instance, the
 * process serves the function's concurrency (80 requests) at once before another one starts.
 */
async function warmApi(): Promise<void> {
  const response = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: demoAdmin.email,
        password: demoAdmin.password,
        returnSecureToken: true,
      }),
    },
  );
  if (!response.ok) throw new Error(`signing in to warm the API failed with ${response.status}`);
  const { idToken } = (await response.json()) as { idToken: string };
  const read = await fetch(`${consoleUrl}/api/orgs/${demoOrganization.id}/directory/summary`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  await read.arrayBuffer();
  if (!read.ok) throw new Error(`warming the API failed with ${read.status}`);
}

main().catch((error: unknown) => {
  console.error(`[stack] ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
