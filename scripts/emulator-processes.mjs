// Finding and stopping what the emulator suite left behind. firebase-tools starts the Firestore emulator's JVM
// in a process group of its own, so when firebase-tools itself dies the JVM keeps running and holds its port.
// The launchers check that the suite's ports are free before they start, so afterwards whatever listens on
// them is theirs to stop.
import { execFileSync } from "node:child_process";
import { createConnection } from "node:net";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { EMULATOR_PORTS } from "./emulator-addresses.mjs";
import { setTimeout as sleep } from "node:timers/promises";

export { EMULATOR_PORTS } from "./emulator-addresses.mjs";

/** Inodes of the sockets listening on `ports`, from the kernel's tables (Linux). */
function listeningInodes(ports) {
  const inodes = new Set();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== "0A") continue; // 0A: LISTEN
      if (ports.includes(parseInt(fields[1].split(":").at(-1), 16))) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/** The processes listening on `ports`: from /proc on Linux, from lsof elsewhere. */
export function pidsListeningOn(ports = EMULATOR_PORTS) {
  if (!existsSync("/proc/net/tcp")) {
    const pids = ports.flatMap((port) => {
      try {
        return execFileSync("lsof", ["-ti", `tcp:${port}`, "-sTCP:LISTEN"], { encoding: "utf8" }).split("\n");
      } catch {
        return [];
      }
    });
    return [...new Set(pids.filter(Boolean).map(Number))];
  }
  const inodes = listeningInodes(ports);
  const pids = [];
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const fds = readdirSync(`/proc/${entry}/fd`);
      if (fds.some((fd) => inodes.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry}/fd/${fd}`))?.[1])))
        pids.push(Number(entry));
    } catch {
      // the process ended meanwhile, or is not ours to read
    }
  }
  return pids;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops `pids` (and their process groups): SIGTERM, then SIGKILL after a grace period. */
export async function stopProcesses(pids, graceMs = 5_000) {
  const signal = (sig) => {
    for (const pid of pids) {
      for (const target of [-pid, pid]) {
        try {
          process.kill(target, sig);
        } catch {
          // already gone, or not a group leader
        }
      }
    }
  };
  signal("SIGTERM");
  const deadline = Date.now() + graceMs;
  while (pids.some(alive) && Date.now() < deadline) await sleep(200);
  if (pids.some(alive)) signal("SIGKILL");
}

/**
 * Stops every process still in process group `pgid`: a launcher's detached child and all it started there. When
 * firebase-tools dies on its own, its Functions emulator workers (no port of their own) would otherwise live on.
 */
export async function stopProcessGroup(pgid, graceMs = 5_000) {
  const signal = (sig) => {
    try {
      process.kill(-pgid, sig);
    } catch {
      // the group has ended
    }
  };
  signal("SIGTERM");
  const deadline = Date.now() + graceMs;
  while (alive(-pgid) && Date.now() < deadline) await sleep(200);
  signal("SIGKILL");
}

/** Stops whatever still listens on the suite's ports, saying so; answers the pids it stopped. */
export async function stopLeftoverEmulators() {
  const pids = pidsListeningOn().filter((pid) => pid !== process.pid);
  if (pids.length) {
    console.error(`Stopping emulator processes that outlived the suite (pids ${pids.join(", ")}).`);
    await stopProcesses(pids);
  }
  return pids;
}

const portInUse = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

/** Exits when another suite holds the fixed ports: a second one cannot start beside it. */
export async function exitIfEmulatorPortsBusy(hint = "stop the running emulators (npm start) first") {
  for (const port of EMULATOR_PORTS) {
    if (await portInUse(port)) {
      console.error(`Port ${port} is in use: ${hint}.`);
      process.exit(2);
    }
  }
}
