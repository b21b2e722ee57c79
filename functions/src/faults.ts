// Fault injection for the reliability tests: the `X-Bookstore-Fault` header makes one order placement fail in a
// chosen way. Wired only by the emulator build's entry (index.emulator.ts), as decorators of the composition root;
// no router, service or repository knows about it.
import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";
import type { Firestore } from "firebase-admin/firestore";
import type { Decorators } from "./deps";
import { createFaultsRepository, type FaultsRepository } from "./faults.repository";
import type { ImportJobsRepository } from "./imports";
import type { BookShelf } from "./lib/book-shelf";
import type { OrdersRepository } from "./orders";
import { orderOutcomeUnknown } from "./orders";
import { sleep } from "./lib/sleep";
import { smtpSettings, smtpSender, type SendMail } from "./mail";

export const FAULT_HEADER = "x-bookstore-fault";
const FAULTS = ["after-commit", "pause-before-writes", "late-commit", "stop-import"] as const;
export type Fault = (typeof FAULTS)[number];

/** Long enough for a test to take the database away between an order's reads and its commit. */
export const PAUSE_BEFORE_WRITES_MS = 2_000;
/** How long after its 503 a late commit lands. */
export const LATE_COMMIT_MS = 3_000;

const requestFault = new AsyncLocalStorage<Fault | undefined>();
const currentFault = () => requestFault.getStore();

/** Reads the request's fault, for the decorators below to act on while it is served. */
export const readFaultHeader: RequestHandler = (req, _res, next) => {
  const asked = req.get(FAULT_HEADER) as Fault | undefined;
  requestFault.run(asked && FAULTS.includes(asked) ? asked : undefined, next);
};

/** pause-before-writes: the order's books are read, then nothing happens for a while before the commit. */
export const withPauseAfterReads = (shelf: BookShelf): BookShelf => ({
  ...shelf,
  async reserveCopies(ids) {
    const reservation = await shelf.reserveCopies(ids);
    if (currentFault() === "pause-before-writes") await sleep(PAUSE_BEFORE_WRITES_MS);
    return reservation;
  },
});

/**
 * after-commit: the order commits, then the request fails as a crash would (a refused order is left alone).
 * late-commit: the answer is "outcome unknown" at once, and the order commits a few seconds later.
 */
export function withPlacementFaults(repository: OrdersRepository): OrdersRepository {
  return {
    ...repository,
    async placeOrder(command) {
      switch (currentFault()) {
        case "after-commit": {
          const result = await repository.placeOrder(command);
          if (result.kind === "created" || result.kind === "replayed") {
            throw new Error("Injected fault: failing after the order was committed");
          }
          return result;
        }
        case "late-commit":
          void sleep(LATE_COMMIT_MS)
            .then(() => repository.placeOrder(command))
            .catch(() => undefined);
          throw orderOutcomeUnknown();
        default:
          return repository.placeOrder(command);
      }
    },
  };
}

const stoppedJobs = new Set<string>();

/**
 * stop-import: the import job the request starts stops after its first chunk as if its function had been
 * killed: nothing records the stop, and the job's lease stays until it runs out. The stop is kept in the
 * database, as the job outlives the request that asked.
 */
export const withImportStop = (repository: ImportJobsRepository, faults: FaultsRepository): ImportJobsRepository => ({
  ...repository,
  async createImportJob(jobId, ...rest) {
    if (currentFault() === "stop-import") await faults.markImportStop(jobId);
    return repository.createImportJob(jobId, ...rest);
  },
  async commitChunk(jobId, ...rest) {
    await repository.commitChunk(jobId, ...rest);
    if (await faults.takeImportStop(jobId)) {
      stoppedJobs.add(jobId);
      throw new Error("Injected fault: the import's function stopped after a chunk");
    }
  },
  async recordFailure(jobId, ...rest) {
    if (stoppedJobs.delete(jobId)) return;
    return repository.recordFailure(jobId, ...rest);
  },
});

/**
 * Mail routes: mail to an address a test names goes to the SMTP server the test runs (one refusing connections,
 * one that never greets, then one that forwards to MailDev), with the sender's own timeouts; any other mail goes
 * to SMTP_URL. The route is kept in the database, as the mail outlives the test's request.
 */
export const withMailRoutes =
  (faults: FaultsRepository) =>
  (senderFor: (to: string) => Promise<SendMail>) =>
  async (to: string): Promise<SendMail> => {
    const url = await faults.mailRoute(to);
    return url ? smtpSender({ url, timeoutMs: smtpSettings().timeoutMs }) : senderFor(to);
  };

/** What the emulator build hands the composition root, built from its Firestore instance. */
export function faultInjection(firestore: Firestore): Decorators {
  const faults = createFaultsRepository(firestore);
  return {
    shelf: withPauseAfterReads,
    orders: withPlacementFaults,
    importJobs: (jobs) => withImportStop(jobs, faults),
    mailRoute: withMailRoutes(faults),
    beforeRoutes: [readFaultHeader],
  };
}
