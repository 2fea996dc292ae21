import { EventEmitter } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// What the firebase-tools patch changes in the Functions emulator
// (patches/firebase-tools@15.34.2.patch): a worker serves its function's concurrency at once.
const load = createRequire(import.meta.url);
const shared = load("firebase-tools/lib/emulator/functionsEmulatorShared.js") as {
  emulatedFunctionsFromEndpoints(endpoints: object[]): { concurrency?: number }[];
};
const workers = load("firebase-tools/lib/emulator/functionsRuntimeWorker.js") as {
  RuntimeWorkerPool: new (mode?: string) => Pool;
};

type Pool = {
  addWorker(
    trigger: object,
    runtime: object,
    extensionLogInfo: object,
    runtimeType: string,
  ): Worker;
  readyForWork(triggerId: string, runtime: string): boolean;
  submitRequest(
    triggerId: string,
    request: { method: string; path: string; headers: object },
    response: PassThrough,
    body: undefined,
    debug: undefined,
    runtime: string,
  ): Promise<void>;
};
type Worker = { readyForWork(): void };

const httpsEndpoint = (options: object) =>
  shared.emulatedFunctionsFromEndpoints([
    {
      id: "api",
      entryPoint: "api",
      region: "us-central1",
      project: "demo-hoa",
      runtime: "nodejs22",
      httpsTrigger: {},
      ...options,
    },
  ])[0]?.concurrency;

describe("a function's concurrency in the Functions emulator (firebase-tools patch)", () => {
  it("is resolved as a deploy resolves it: 80 for a 2nd gen function with a CPU, else 1", () => {
    expect(httpsEndpoint({ platform: "gcfv2" })).toBe(80);
    expect(httpsEndpoint({ platform: "gcfv2", concurrency: 5 })).toBe(5);
    expect(httpsEndpoint({ platform: "gcfv2", cpu: "gcf_gen1" })).toBe(1);
    expect(httpsEndpoint({ platform: "gcfv2", availableMemoryMb: 4096 })).toBe(80);
    expect(httpsEndpoint({ platform: "gcfv1" })).toBe(1);
  });
});

describe("a Functions emulator worker (firebase-tools patch)", () => {
  // The worker's process: a server that answers each request when the test lets it.
  const held: ServerResponse[] = [];
  const server = createServer((_request: IncomingMessage, response: ServerResponse) => {
    held.push(response);
  });
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const until = async (check: () => boolean) => {
    for (let tries = 0; !check(); tries += 1) {
      if (tries > 200) throw new Error("timed out");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  /** A pool with one started worker of a function of `concurrency`. */
  function poolOf(concurrency: number) {
    const pool = new workers.RuntimeWorkerPool();
    const process = Object.assign(new EventEmitter(), { kill: () => undefined });
    const runtime = {
      process,
      events: new EventEmitter(),
      conn: { httpReqOpts: () => ({ host: "127.0.0.1", port }) },
    };
    const trigger = { id: `us-central1-api-${concurrency}`, concurrency, timeoutSeconds: 60 };
    pool.addWorker(trigger, runtime, {}, "nodejs22").readyForWork();
    const send = () => {
      const response = Object.assign(new PassThrough(), { writeHead: () => undefined });
      response.resume();
      return pool.submitRequest(
        trigger.id,
        { method: "GET", path: "/", headers: {} },
        response,
        undefined,
        undefined,
        "nodejs22",
      );
    };
    return { ready: () => pool.readyForWork(trigger.id, "nodejs22"), send };
  }

  it("takes requests until its concurrency is reached, and more once one is answered", async () => {
    const worker = poolOf(2);
    const first = worker.send();
    expect(worker.ready()).toBe(true);
    const second = worker.send();
    expect(worker.ready()).toBe(false);

    await until(() => held.length === 2);
    held.shift()!.end("done");
    await first;
    expect(worker.ready()).toBe(true);
    held.shift()!.end("done");
    await second;
    expect(worker.ready()).toBe(true);
  });

  it("takes one request at a time for a function that serves one", async () => {
    const worker = poolOf(1);
    const only = worker.send();
    expect(worker.ready()).toBe(false);

    await until(() => held.length === 1);
    held.shift()!.end("done");
    await only;
    expect(worker.ready()).toBe(true);
  });
});
