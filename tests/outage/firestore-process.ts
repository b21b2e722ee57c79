// The Firestore emulator's own process, found through Linux's /proc, so the outage test can freeze, kill and
// restart exactly the database the API talks to.
import { readFileSync, readdirSync, readlinkSync } from "node:fs";

/** The pid of the process listening on `port`. */
export function pidListeningOn(port: number): number {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let lines: string[];
    try {
      lines = readFileSync(table, "utf8").trim().split("\n").slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // 0A: LISTEN
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A" && fields[9]) inodes.add(fields[9]);
    }
  }
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match?.[1] && inodes.has(match[1])) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  throw new Error(`No process listens on port ${port}`);
}

export interface ProcessCommand {
  argv: string[];
  cwd: string;
  env: Record<string, string>;
}

/** How the Firestore emulator (a Java process) was started, to start it again the same way after killing it. */
export function javaCommandOf(pid: number): ProcessCommand {
  const argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  if (!/java/.test(argv[0] ?? "")) throw new Error(`Process ${pid} is not the Firestore emulator: ${argv.join(" ")}`);
  const env = Object.fromEntries(
    readFileSync(`/proc/${pid}/environ`, "utf8")
      .split("\0")
      .filter(Boolean)
      .map((entry) => {
        const at = entry.indexOf("=");
        return [entry.slice(0, at), entry.slice(at + 1)];
      }),
  );
  return { argv, cwd: readlinkSync(`/proc/${pid}/cwd`), env };
}
