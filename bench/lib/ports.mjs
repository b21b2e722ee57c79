// The emulator ports are fixed (firebase.json): a second suite cannot start beside a running one, and measuring
// beside one would share the two cores with it.
import { createConnection } from "node:net";

const EMULATOR_PORTS = [4400, 4500, 5000, 5001, 8080, 9099];

const portInUse = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

export async function exitIfEmulatorsRunning() {
  for (const port of EMULATOR_PORTS) {
    if (await portInUse(port)) {
      console.error(`Port ${port} is in use: another emulator suite is running. Stop it (or wait for the lock) first.`);
      process.exit(2);
    }
  }
}
