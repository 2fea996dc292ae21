import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { stopGroup } from "./process-group.js";

/** Running, not ended (a process killed whose parent is gone may stay a zombie for a moment). */
function running(pid: number): boolean {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0];
    return state !== undefined && state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}

/** A detached leader that starts a long child in its group, prints its pid and maybe exits. */
async function leaderWithChild(
  leaderStays: boolean,
): Promise<{ leader: ChildProcess; childPid: number }> {
  const script = `sleep 60 & echo $!; ${leaderStays ? "wait" : "exit 0"}`;
  const leader = spawn("sh", ["-c", script], {
    detached: true,
    stdio: ["ignore", "pipe", "ignore"],
  });
  const childPid = await new Promise<number>((resolvePid) =>
    leader.stdout!.once("data", (data: Buffer) => resolvePid(Number(String(data).trim()))),
  );
  return { leader, childPid };
}

const until = async (check: () => boolean) => {
  for (let tries = 0; !check(); tries += 1) {
    if (tries > 200) throw new Error("timed out");
    await new Promise((resolveWait) => setTimeout(resolveWait, 10));
  }
};

describe.runIf(process.platform === "linux")("stopping a process group", () => {
  it("ends what a leader that already exited left behind in its group", async () => {
    const { leader, childPid } = await leaderWithChild(false);
    await until(() => leader.exitCode !== null);
    expect(running(childPid)).toBe(true);

    await stopGroup(leader, 1_000);

    await until(() => !running(childPid));
  });

  it("ends a running leader and what it started", async () => {
    const { leader, childPid } = await leaderWithChild(true);

    await stopGroup(leader, 1_000);

    expect(leader.exitCode !== null || leader.signalCode !== null).toBe(true);
    await until(() => !running(childPid));
  });
});
