import { importEndedMail } from "@bookstore/views/import-mails";
import type { Firestore } from "firebase-admin/firestore";
import type { Writes } from "../lib/firestore";
import { renderMail } from "../lib/mail-render";
import type { ReadMailSettings } from "../lib/mail-settings";
import { queueMail } from "../lib/outbox";
import type { JobDocument } from "./import-job-document";

/** The shop's mail when an import ends, queued with the write that ends it, one per job; a dry run changes nothing
 * and is watched on its page, so it writes none. */
export function createImportMailsRepository(firestore: Firestore, settings: ReadMailSettings) {
  return {
    ended(writes: Writes, id: string, job: JobDocument, status: "done" | "failed"): void {
      if (job.dryRun) return;
      const { site, shopEmail } = settings();
      const { subject, body, text } = importEndedMail(site, { ...job, id, status });
      queueMail(writes, firestore, `import-${id}-ended`, { to: shopEmail, message: renderMail(subject, body, text) });
    },
  };
}
export type ImportMailsRepository = ReturnType<typeof createImportMailsRepository>;
