import { randomUUID } from "node:crypto";
import { createServer, type Server, type Socket } from "node:net";
import { FirestoreServer } from "@firestore-emulator/server";
import { Firestore } from "firebase-admin/firestore";
import { freePort } from "./ports.js";

const clientFor = (port: number): Firestore =>
  new Firestore({ projectId: `demo-unit-${randomUUID()}`, host: "127.0.0.1", port, ssl: false });

/** The Node Firestore server, started inside the test process on its own port. */
export async function startInProcessFirestore(): Promise<{
  firestore: Firestore;
  port: number;
  stop: () => Promise<void>;
}> {
  const port = await freePort();
  const server = new FirestoreServer();
  await server.start(port);
  const firestore = clientFor(port);
  return {
    firestore,
    port,
    stop: async () => {
      await firestore.terminate();
      server.stop();
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
  return clientFor(address.port);
}
