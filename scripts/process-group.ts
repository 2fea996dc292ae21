import type { ChildProcess } from "node:child_process";

/**
 * Sends `signal` to the process group `leader` leads (a child spawned `detached`), whether or not
 * the leader still runs: what it started stays in its group after it exits (the Functions
 * emulator's workers once firebase-tools has gone). False when there was no one left to signal.
 */
export function signalGroup(leader: ChildProcess, signal: NodeJS.Signals): boolean {
  if (leader.pid === undefined) return false;
  try {
    process.kill(-leader.pid, signal);
    return true;
  } catch {
    return false; // the group is empty
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveExit) => child.once("exit", () => resolveExit()));
}

/**
 * Stops the group `leader` leads: SIGINT, so the leader can stop what it runs; SIGKILL if it has
 * not exited within `timeoutMs`; then SIGKILL for anything left in the group, running or not its
 * leader (a leader that exited on its own, or crashed, leaves its children behind).
 */
export async function stopGroup(leader: ChildProcess, timeoutMs: number): Promise<void> {
  signalGroup(leader, "SIGINT");
  const timer = setTimeout(() => signalGroup(leader, "SIGKILL"), timeoutMs);
  await exited(leader);
  clearTimeout(timer);
  signalGroup(leader, "SIGKILL");
}
