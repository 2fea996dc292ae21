// Runs the Node implementation of the Firestore emulator API (used where the official emulator
// cannot be had) as its own process, so that the launcher, and tests, can stop or pause it.
import { FirestoreServer } from "@firestore-emulator/server";

const port = Number(process.argv[2] ?? 8080);
const server = new FirestoreServer();
await server.start(port);
console.log(`Firestore (Node server) listening on 127.0.0.1:${port}`);

const stop = () => {
  server.stop();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
