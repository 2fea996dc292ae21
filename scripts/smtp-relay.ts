/**
 * The local stack's SMTP address: a relay in the launcher to MailDev's own SMTP port, which can be
 * taken down and brought back (what an SMTP outage looks like to the functions: connections
 * refused, those open cut) without stopping MailDev or its inbox. While the file `downFile`
 * exists the relay is down; the mail outage test creates and removes it, as a developer can.
 */
import { existsSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";

/** How often the relay looks for the file that takes it down. */
const WATCH_MS = 100;

export interface SmtpRelay {
  /** Whether it takes connections. */
  readonly up: boolean;
  close(): Promise<void>;
}

export async function startSmtpRelay(options: {
  port: number;
  target: number;
  downFile: string;
}): Promise<SmtpRelay> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let changing: Promise<void> = Promise.resolve();
  let closed = false;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = connect(options.target, "127.0.0.1");
        track(client);
        track(upstream);
        const cut = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on("error", cut).once("close", cut);
        upstream.on("error", cut).once("close", cut);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      listening.once("error", reject);
      listening.listen(options.port, "127.0.0.1", () => {
        server = listening;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      const listening = server;
      server = null;
      for (const socket of sockets) socket.destroy();
      if (!listening) return resolve();
      listening.close(() => resolve());
    });

  await listen();
  const watcher = setInterval(() => {
    const wanted = !existsSync(options.downFile);
    if (wanted === (server !== null) || closed) return;
    changing = changing.then(() => (wanted ? listen() : stopListening())).catch(() => undefined);
  }, WATCH_MS);
  watcher.unref();
  return {
    get up() {
      return server !== null;
    },
    async close() {
      closed = true;
      clearInterval(watcher);
      await changing;
      await stopListening();
    },
  };
}
