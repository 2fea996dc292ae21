import { fileURLToPath } from "node:url";
import { startFirestoreEmulator } from "../../../scripts/firestore-emulator.js";
import { freePort } from "./ports.js";
import { TEST_FIRESTORE_HOST } from "./test-firestore.js";

const rules = fileURLToPath(new URL("../../../firestore.rules", import.meta.url));

/**
 * Vitest global setup: one official Firestore emulator for the whole run, with the project's
 * security rules (or the one `HOA_TEST_FIRESTORE_HOST` names). Each test takes a project of its
 * own on it (`startTestFirestore`).
 */
export default async function setup(): Promise<() => Promise<void>> {
  // Beside the stack's start (`pnpm test`), the launcher names its own emulator: each test's
  // project keeps it apart from the stack's, and one emulator fewer starts on the machine.
  const given = process.env[TEST_FIRESTORE_HOST];
  if (given) {
    await answering(given);
    return async () => undefined;
  }
  const emulator = await startFirestoreEmulator({
    port: await freePort(),
    rules,
    quickCompile: true,
  });
  process.env[TEST_FIRESTORE_HOST] = emulator.host;
  return () => emulator.stop();
}

/** Waits for the emulator at `host` to answer (the launcher starts it beside these tests). */
async function answering(host: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`http://${host}/`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`the Firestore emulator at ${host} never answered`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
