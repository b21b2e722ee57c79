// A second emulator suite beside the first: the ports in firebase.json are fixed, so it gets a loopback of its own
// (Linux network namespace), and a process table and /tmp of its own, so that neither suite sees, counts or stops
// the other's processes, nor reads the other's hub file. Root may create the namespaces, and so may any user where
// unprivileged user namespaces are allowed; elsewhere the caller runs the two suites one after the other.
import { spawnSync } from "node:child_process";

const UNSHARE = [
  ...(process.getuid?.() === 0 ? [] : ["--user", "--map-root-user"]),
  "--net",
  "--pid",
  "--fork",
  "--mount",
  "--mount-proc",
  // If npm test is stopped, whatever runs inside goes with it.
  "--kill-child",
];
// The shell stays the namespace's process 1 rather than exec the command: process 1 inherits every orphan, and a
// shell reaps them where Node would leave them zombies (alive to a test that waits for a process to end).
const SET_UP = 'ip link set lo up && mount -t tmpfs tmpfs /tmp && "$0" "$@"';

/** `[command, args]` that run `command args` in namespaces of its own, or undefined where this system forbids it. */
export function inOwnNamespaces(command, args) {
  const wrapped = ["unshare", [...UNSHARE, "sh", "-c", SET_UP, command, ...args]];
  const probe = spawnSync(wrapped[0], [...UNSHARE, "sh", "-c", SET_UP, "true"], { stdio: "ignore" });
  return probe.status === 0 ? wrapped : undefined;
}
