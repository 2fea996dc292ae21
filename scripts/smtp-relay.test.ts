import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startSmtpRelay, type SmtpRelay } from "./smtp-relay.js";

/** What a client gets from `port`: the first line the server says, or the connection's error. */
function greeting(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("data", (data) => {
      resolve(data.toString().trim());
      socket.destroy();
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const until = async (condition: () => boolean) => {
  for (let tries = 0; tries < 50 && !condition(); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

let relay: SmtpRelay | undefined;
afterEach(async () => {
  await relay?.close();
});

describe("the stack's SMTP relay", () => {
  it("passes connections to the server, refuses them while its file is there, and passes them again", async () => {
    const server = createServer((socket) => socket.write("220 test server ready\r\n"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const target = (server.address() as AddressInfo).port;
    const port = await freePort();
    const downFile = join(mkdtempSync(join(tmpdir(), "relay-")), "smtp-down");
    relay = await startSmtpRelay({ port, target, downFile });

    expect(await greeting(port)).toBe("220 test server ready");
    writeFileSync(downFile, "");
    await until(() => relay?.up === false);
    expect(await greeting(port)).toBe("ECONNREFUSED");
    rmSync(downFile);
    await until(() => relay?.up === true);
    expect(await greeting(port)).toBe("220 test server ready");
    server.close();
  });
});
