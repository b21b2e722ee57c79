import type { ImportResult } from "@bookstore/schema";
import { Timestamp } from "firebase-admin/firestore";
import { randomUUID } from "node:crypto";
import type { ActivityRecord, Actor } from "../lib/activity-log";
import { readBookCsv } from "../lib/book-csv-read";
import { importKeys, planImport } from "./book-import-plan";
import type { BooksCsvRepository } from "./books-csv.repository";

export function createBooksCsvService(
  repository: BooksCsvRepository,
  /** The catalogue's wrapper around its writes (it drops its cached pages after). */
  changingCatalog: <T>(write: Promise<T>) => Promise<T>,
) {
  return {
    /**
     * Imports a CSV file (book-import-plan.ts decides each row). The whole file is checked before anything is
     * written: with any row error, or in a dry run, nothing is, and the answer says what would have been.
     */
    async importCsv(actor: Actor, text: string, { dryRun }: { dryRun: boolean }): Promise<ImportResult> {
      const rows = await readBookCsv(text);
      const catalog = await repository.readImportCatalog(importKeys(rows));
      const { result, rowWrites } = planImport(rows, catalog, Timestamp.now());
      if (!dryRun && result.errors.length === 0 && rowWrites.length > 0) {
        const activity: ActivityRecord = {
          actor,
          action: "import.end",
          target: { type: "import", id: `csv-${randomUUID()}`, label: "CSV import" },
          changes: { created: { before: 0, after: result.created }, updated: { before: 0, after: result.updated } },
        };
        await changingCatalog(repository.commitImport(rowWrites, activity));
      }
      return { dryRun, ...result };
    },
  };
}
export type BooksCsvService = ReturnType<typeof createBooksCsvService>;
