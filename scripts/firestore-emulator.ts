/**
 * The official Cloud Firestore emulator: where it is installed, which Java runs it, and how to start
 * it, for the launcher (through firebase-tools) and for tests and benchmarks (directly, one
 * instance per run).
 *
 * Two installs are recognized, in this order:
 * 1. firebase-tools' own download (`~/.cache/firebase/emulators/cloud-firestore-emulator-v*.jar`,
 *    or `FIREBASE_EMULATORS_PATH`), on a machine that could reach its download;
 * 2. the Google Cloud CLI component `cloud-firestore-emulator`
 *    (`<sdk root>/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar`). Its jar has no
 *    Main-Class, so firebase-tools (which runs `java -jar`) is given a small jar whose manifest names
 *    the main class and puts the component's jar on its Class-Path.
 * There is no other Firestore: without either, starting stops with how to install one.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { crc32 } from "node:zlib";

export const FIRESTORE_MAIN_CLASS = "com.google.cloud.datastore.emulator.firestore.CloudFirestore";
/** firebase-tools refuses Java below this for its Java emulators. */
export const FIREBASE_TOOLS_MIN_JAVA = 21;
/** What the emulator itself runs on (measured: the 1.19 jar runs on Java 17). */
export const EMULATOR_MIN_JAVA = 17;

export interface FirestoreEmulatorInstall {
  /** Where it comes from, for people. */
  source: "firebase-tools" | "Google Cloud CLI";
  jar: string;
  /** Whether `java -jar` runs it as it is (firebase-tools' download) or it needs a launcher jar. */
  runnable: boolean;
  version: string | undefined;
}

export interface JavaRuntime {
  /** The `java` executable. */
  executable: string;
  major: number;
}

export const INSTALL_HELP = [
  "The official Cloud Firestore emulator is not installed. Install one of:",
  "  - the Google Cloud CLI component: `apt-get install google-cloud-cli-firestore-emulator`",
  "    (Debian, from Google's package repository) or `gcloud components install cloud-firestore-emulator`;",
  "  - firebase-tools' download, on a machine with internet: `pnpm exec firebase setup:emulators:firestore`.",
  `It needs Java ${EMULATOR_MIN_JAVA} or newer (Java ${FIREBASE_TOOLS_MIN_JAVA} or newer preferred).`,
].join("\n");

function firebaseToolsCache(): FirestoreEmulatorInstall | undefined {
  const dir =
    process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), ".cache", "firebase", "emulators");
  if (!existsSync(dir)) return undefined;
  const jars = readdirSync(dir)
    .map((file) => /^cloud-firestore-emulator-v([\d.]+)\.jar$/.exec(file))
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => compareVersions(b[1] ?? "", a[1] ?? ""));
  const newest = jars[0];
  if (!newest) return undefined;
  return {
    source: "firebase-tools",
    jar: join(dir, newest[0]),
    runnable: true,
    version: newest[1],
  };
}

function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const difference = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

function cloudSdkRoots(): string[] {
  const roots = [
    process.env.CLOUDSDK_ROOT_DIR,
    "/usr/lib/google-cloud-sdk",
    "/usr/share/google-cloud-sdk",
    "/opt/google-cloud-sdk",
    join(homedir(), "google-cloud-sdk"),
  ].filter((root): root is string => Boolean(root));
  if (roots.some((root) => existsSync(componentJar(root)))) return roots;
  // An install elsewhere: ask the CLI itself (about a second, so only when the usual places fail).
  const info = spawnSync("gcloud", ["info", "--format=value(installation.sdk_root)"], {
    encoding: "utf8",
  });
  const reported = info.status === 0 ? info.stdout.trim() : "";
  return reported ? [reported, ...roots] : roots;
}

const componentJar = (root: string) =>
  join(root, "platform", "cloud-firestore-emulator", "cloud-firestore-emulator.jar");

function componentVersion(root: string): string | undefined {
  try {
    const snapshot = JSON.parse(
      readFileSync(join(root, ".install", "cloud-firestore-emulator.snapshot.json"), "utf8"),
    ) as { components?: { id: string; version?: { version_string?: string } }[] };
    return snapshot.components?.find((component) => component.id === "cloud-firestore-emulator")
      ?.version?.version_string;
  } catch {
    return undefined;
  }
}

function cloudSdkComponent(): FirestoreEmulatorInstall | undefined {
  const root = cloudSdkRoots().find((candidate) => existsSync(componentJar(candidate)));
  if (root === undefined) return undefined;
  return {
    source: "Google Cloud CLI",
    jar: componentJar(root),
    runnable: false,
    version: componentVersion(root),
  };
}

/** The official emulator on this machine: firebase-tools' download first, else the Cloud CLI's. */
export function locateFirestoreEmulator(): FirestoreEmulatorInstall | undefined {
  return firebaseToolsCache() ?? cloudSdkComponent();
}

function javaMajor(executable: string): number {
  const result = spawnSync(executable, ["-version"], { encoding: "utf8" });
  if (result.error || result.status !== 0) return 0;
  const version = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!version) return 0;
  // Java 8 and older say "1.8.0".
  return version[1] === "1" ? Number(version[2] ?? 0) : Number(version[1]);
}

/**
 * The newest Java on this machine: `JAVA_HOME`, the `java` on PATH, and the JDKs in the system's
 * JVM folder (where a newer JDK often sits beside the default one).
 */
export function locateJava(): JavaRuntime | undefined {
  const candidates = new Set<string>();
  if (process.env.JAVA_HOME) candidates.add(join(process.env.JAVA_HOME, "bin", "java"));
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (dir && existsSync(join(dir, "java"))) candidates.add(join(dir, "java"));
  }
  for (const jvmDir of ["/usr/lib/jvm", "/usr/java", "/opt/java"]) {
    if (!existsSync(jvmDir)) continue;
    for (const jdk of readdirSync(jvmDir)) {
      const executable = join(jvmDir, jdk, "bin", "java");
      if (existsSync(executable)) candidates.add(executable);
    }
  }
  let best: JavaRuntime | undefined;
  for (const executable of candidates) {
    const major = javaMajor(executable);
    if (major > (best?.major ?? 0)) best = { executable, major };
  }
  return best;
}

/** One manifest header, folded at 72 bytes as the JAR format requires. */
function manifestHeader(name: string, value: string): string {
  const line = `${name}: ${value}`;
  const parts = [line.slice(0, 72)];
  for (let at = 72; at < line.length; at += 71) parts.push(` ${line.slice(at, at + 71)}`);
  return parts.map((part) => `${part}\r\n`).join("");
}

const DOS_DATE_1980_01_01 = (0 << 9) | (1 << 5) | 1;

/** A zip archive holding one uncompressed file. */
function zipOneFile(name: string, content: Buffer): Buffer {
  const fileName = Buffer.from(name, "utf8");
  const checksum = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt16LE(0x0800, 6); // UTF-8 names
  local.writeUInt16LE(0, 8); // stored
  local.writeUInt32LE(DOS_DATE_1980_01_01 << 16, 10); // time, then date
  local.writeUInt32LE(checksum, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  local.writeUInt16LE(0, 28);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt32LE(DOS_DATE_1980_01_01 << 16, 12);
  central.writeUInt32LE(checksum, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  // extra, comment, disk, internal and external attributes, then the local header's offset: 0
  const localSize = local.length + fileName.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, fileName, content, central, fileName, end]);
}

/**
 * A jar that `java -jar` runs: the install's own when it is runnable, else a launcher jar in
 * `dir` whose manifest starts the emulator's main class from the component's jar.
 */
export function runnableJar(install: FirestoreEmulatorInstall, dir: string): string {
  if (install.runnable) return install.jar;
  const manifest =
    manifestHeader("Manifest-Version", "1.0") +
    manifestHeader("Main-Class", FIRESTORE_MAIN_CLASS) +
    manifestHeader("Class-Path", pathToFileURL(install.jar).href) +
    "\r\n";
  const path = join(dir, "cloud-firestore-emulator-launcher.jar");
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, zipOneFile("META-INF/MANIFEST.MF", Buffer.from(manifest, "utf8")));
  return path;
}

export interface FirestoreEmulatorSetup {
  install: FirestoreEmulatorInstall;
  java: JavaRuntime;
}

/** Both, or an error that says what is missing and how to install it. */
export function firestoreEmulatorSetup(): FirestoreEmulatorSetup {
  const install = locateFirestoreEmulator();
  if (!install) throw new Error(INSTALL_HELP);
  const java = locateJava();
  if (!java || java.major < EMULATOR_MIN_JAVA) {
    throw new Error(
      `The Cloud Firestore emulator needs Java ${EMULATOR_MIN_JAVA} or newer (found ${
        java ? `Java ${java.major} at ${java.executable}` : "no Java"
      }): install a JDK, e.g. \`apt-get install openjdk-17-jre-headless\`.`,
    );
  }
  return { install, java };
}

export function describeSetup({ install, java }: FirestoreEmulatorSetup): string {
  const version = install.version ? ` ${install.version}` : "";
  return `the official emulator${version} (${install.source}: ${install.jar}), Java ${java.major} (${java.executable})`;
}

export interface RunningFirestoreEmulator {
  host: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the emulator directly (not through firebase-tools), for tests and benchmarks: one
 * process on loopback, with the project's security rules, ready once it says so.
 */
export async function startFirestoreEmulator(options: {
  port: number;
  rules?: string;
  setup?: FirestoreEmulatorSetup;
  timeoutMs?: number;
  /**
   * Java compiles with its quick compiler only. For a test run of a minute or two: the optimizing
   * compiler's work (61 s of CPU in the functions' unit tests, 36 s without it) never pays back
   * there. Not for benchmarks, nor for the stack: its integration tests took 247 s with it
   * instead of 219 s (an import of 5,000 residents, 49 s instead of 35 s).
   */
  quickCompile?: boolean;
}): Promise<RunningFirestoreEmulator> {
  const { install, java } = options.setup ?? firestoreEmulatorSetup();
  const args = [
    ...(options.quickCompile ? ["-XX:TieredStopAtLevel=1"] : []),
    "-Duser.language=en",
    "-cp",
    install.jar,
    FIRESTORE_MAIN_CLASS,
    "--host=127.0.0.1",
    `--port=${options.port}`,
    ...(options.rules ? [`--rules=${options.rules}`] : []),
  ];
  const child = spawn(java.executable, args, { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the Firestore emulator did not start:\n${output}`)),
      options.timeoutMs ?? 60_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (output.includes("Dev App Server is now running")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the Firestore emulator exited (${code}):\n${output}`));
    });
  });
  await ready;
  child.stdout?.removeAllListeners("data");
  child.stderr?.removeAllListeners("data");
  child.stdout?.resume();
  child.stderr?.resume();
  child.removeAllListeners("exit");
  return {
    host: `127.0.0.1:${options.port}`,
    port: options.port,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
      }),
  };
}
