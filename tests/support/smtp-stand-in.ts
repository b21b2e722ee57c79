// An SMTP server a test controls, on a port of its own: down (nothing listens, connections are refused), frozen
// (it accepts and never greets) or back (every connection is forwarded to MailDev). The emulator build's mail
// routes (functions/src/faults.ts) send one test recipient's mail through it.
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { MAILDEV } from "@bookstore/testing/maildev";
import { getFirestore } from "@bookstore/testing/firestore-admin";

export type StandInMode = "down" | "frozen" | "back";

export async function smtpStandIn() {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let mode: StandInMode = "down";

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => undefined);
        if (mode !== "back") return; // frozen: the connection stays open and silent
        const upstream = createConnection(MAILDEV.smtpPort, MAILDEV.host);
        upstream.on("error", () => socket.destroy());
        socket.pipe(upstream).pipe(socket);
      });
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    async set(next: StandInMode) {
      mode = next;
      if (next === "down") await close();
      else if (!server) await listen();
    },
    close,
  };
}

/** Routes mail to `address` through `url` in the emulator build (faults.repository.ts reads the same document). */
export async function routeMail(address: string, url: string) {
  await getFirestore()
    .collection("faults")
    .doc(`mail-route-${encodeURIComponent(address)}`)
    .set({ url });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
