import { randomUUID } from "node:crypto";
import { createServer, type Server, type Socket } from "node:net";
import { Firestore } from "firebase-admin/firestore";
import {
  startFirestoreEmulator,
  type RunningFirestoreEmulator,
} from "../../../scripts/firestore-emulator.js";
import { freePort } from "./ports.js";

/**
 * The official Firestore emulator a test run shares: started once by the run's global setup
 * (`firestore-global-setup.ts`), which names it here.
 */
export const TEST_FIRESTORE_HOST = "HOA_TEST_FIRESTORE_HOST";

const clientFor = (host: string, projectId: string): Firestore => {
  const [hostname, port] = host.split(":");
  return new Firestore({ projectId, host: hostname, port: Number(port), ssl: false });
};

let ownEmulator: Promise<RunningFirestoreEmulator> | undefined;
let ownEmulatorUsers = 0;

/** The run's emulator, or (outside a test run, in a benchmark) one started for this process. */
async function emulatorHost(): Promise<{ host: string; release: () => Promise<void> }> {
  const shared = process.env[TEST_FIRESTORE_HOST];
  if (shared) return { host: shared, release: async () => undefined };
  ownEmulator ??= freePort().then((port) => startFirestoreEmulator({ port }));
  ownEmulatorUsers += 1;
  const emulator = await ownEmulator;
  return {
    host: emulator.host,
    release: async () => {
      ownEmulatorUsers -= 1;
      if (ownEmulatorUsers === 0) {
        ownEmulator = undefined;
        await emulator.stop();
      }
    },
  };
}

/**
 * A Firestore of its own for one test (or one benchmark): a new project on the official emulator,
 * so that test files running side by side never see each other's documents. `stop` deletes its
 * documents.
 */
export async function startTestFirestore(): Promise<{
  firestore: Firestore;
  host: string;
  projectId: string;
  stop: () => Promise<void>;
}> {
  const { host, release } = await emulatorHost();
  const projectId = `demo-test-${randomUUID()}`;
  const firestore = clientFor(host, projectId);
  // The client loads its gRPC stack and opens its channel on its first call: do that here, so a
  // test's first request is not the one that pays for it.
  await firestore.doc("warm/up").get();
  return {
    firestore,
    host,
    projectId,
    stop: async () => {
      await firestore.terminate();
      await fetch(
        `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
        { method: "DELETE" },
      ).catch(() => undefined);
      await release();
    },
  };
}

/**
 * A server that accepts connections and never answers: a Firestore that has stalled. It does not
 * keep the test process alive, and its client is never terminated, because terminating a client
 * with calls in flight makes the library reject a promise nobody holds.
 */
export async function startSilentFirestore(): Promise<Firestore> {
  const server: Server = createServer((socket: Socket) => {
    socket.unref();
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port assigned");
  return clientFor(`127.0.0.1:${address.port}`, `demo-silent-${randomUUID()}`);
}
