// How the one-request import runs its jobs, with jobs that end as told: the API tests (tests/api/book-import.test.ts)
// import real files; a catalog that changes between the check and the write can't be timed there.
import { describe, expect, it } from "vitest";
import { createBookImportService } from "./book-import.service";
import type { JobDocument } from "./import-job-document";
import type { ImportJobsRepository } from "./import-jobs.repository";
import type { ImportsService } from "./imports.service";
import type { ImportWorker } from "./import-worker";

type Outcome = Pick<JobDocument, "created" | "updated" | "unchanged"> & {
  errors?: { row: number; field: string; message: string }[];
};

/**
 * Jobs that end at once with the outcomes given, one per run (dry runs and real ones alike), in order; each run's
 * turn ends as `turnEnd` says (the request's budget may run out first).
 */
function jobsEndingAs(...outcomes: Outcome[]) {
  return jobsRunning("finished", ...outcomes);
}

function jobsRunning(turnEnd: string, ...outcomes: Outcome[]) {
  const runs: boolean[] = [];
  const imports = {
    start: async (_actor: unknown, _bytes: Buffer, _type: string, { dryRun }: { dryRun: boolean }) => {
      runs.push(dryRun);
      return { id: String(runs.length - 1) };
    },
  } as unknown as ImportsService;
  const outcome = (id: string) => outcomes[Number(id)]!;
  const repository = {
    readImportJob: async (id: string) => ({
      id,
      data: { status: "done", ...outcome(id), errorCount: outcome(id).errors?.length ?? 0 },
    }),
    readImportReport: async (id: string) => ({ errors: outcome(id).errors ?? [], warnings: [] }),
  } as unknown as ImportJobsRepository;
  // The request runs each job's turn itself, to its end.
  const held: boolean[] = [];
  const worker = {
    runTurn: async (_id: string, options: { held?: boolean }) => {
      held.push(options.held === true);
      return turnEnd;
    },
  } as unknown as ImportWorker;
  return { service: createBookImportService({ imports, worker, repository }), runs, held };
}

const file = Buffer.from("title\nA\n");
const actor = { id: "admin", username: "admin", role: "owner" } as const;
const error = { row: 2, field: "newPrice", message: "New price must be a number" };

describe("the one-request import", () => {
  it("answers a dry run from one dry-run job", async () => {
    const { service, runs } = jobsEndingAs({ created: 1, updated: 0, unchanged: 0, errors: [error] });
    expect(await service.importCsv(actor, file, { dryRun: true })).toEqual({
      dryRun: true,
      created: 1,
      updated: 0,
      unchanged: 0,
      errors: [error],
    });
    expect(runs).toEqual([true]);
  });

  it("writes only a file whose dry run has no error, and runs nothing twice that has nothing to write", async () => {
    const refused = jobsEndingAs({ created: 1, updated: 0, unchanged: 0, errors: [error] });
    expect(await refused.service.importCsv(actor, file, { dryRun: false })).toMatchObject({
      dryRun: false,
      errors: [error],
    });
    expect(refused.runs).toEqual([true]);

    const unchanged = jobsEndingAs({ created: 0, updated: 0, unchanged: 2 });
    expect(await unchanged.service.importCsv(actor, file, { dryRun: false })).toMatchObject({
      unchanged: 2,
      errors: [],
    });
    expect(unchanged.runs).toEqual([true]);

    const written = jobsEndingAs({ created: 2, updated: 1, unchanged: 0 }, { created: 2, updated: 1, unchanged: 0 });
    expect(await written.service.importCsv(actor, file, { dryRun: false })).toEqual({
      dryRun: false,
      created: 2,
      updated: 1,
      unchanged: 0,
      errors: [],
    });
    expect(written.runs).toEqual([true, false]);
  });

  it("answers 409 import-interrupted when a row became an error between the check and the write", async () => {
    const { service } = jobsEndingAs(
      { created: 2, updated: 1, unchanged: 0 },
      { created: 2, updated: 0, unchanged: 0, errors: [{ ...error, field: "_" }] },
    );
    await expect(service.importCsv(actor, file, { dryRun: false })).rejects.toMatchObject({
      status: 409,
      code: "import-interrupted",
      message: expect.stringContaining("2 of 3 books were written"),
    });
  });

  it("runs each job's turn in the request, and answers 503 when the budget ran out before its end", async () => {
    const ended = jobsEndingAs({ created: 1, updated: 0, unchanged: 0 });
    await ended.service.importCsv(actor, file, { dryRun: true });
    expect(ended.held).toEqual([true]);

    const { service } = jobsRunning("handed over", { created: 1, updated: 0, unchanged: 0 });
    await expect(service.importCsv(actor, file, { dryRun: true })).rejects.toMatchObject({
      status: 503,
      code: "import-in-background",
    });
  });
});
