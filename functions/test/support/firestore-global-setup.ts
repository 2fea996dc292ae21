import { fileURLToPath } from "node:url";
import { startFirestoreEmulator } from "../../../scripts/firestore-emulator.js";
import { freePort } from "./ports.js";
import { TEST_FIRESTORE_HOST } from "./test-firestore.js";

const rules = fileURLToPath(new URL("../../../firestore.rules", import.meta.url));

/**
 * Vitest global setup: one official Firestore emulator for the whole run, with the project's
 * security rules. Each test takes a project of its own on it (`startTestFirestore`).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const emulator = await startFirestoreEmulator({
    port: await freePort(),
    rules,
    quickCompile: true,
  });
  process.env[TEST_FIRESTORE_HOST] = emulator.host;
  return () => emulator.stop();
}
