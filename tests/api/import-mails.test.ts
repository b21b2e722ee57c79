import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { adminToken } from "@bookstore/testing/accounts";
import { startImport, waitForImport } from "@bookstore/testing/book-imports";
import { getFirestore } from "@bookstore/testing/firestore-admin";

// The shop hears of an import job that ended, with its counts, in the write that ends it: one mail per job.

/** Runs a file as a job to its end: the job's figures, and the ids of the mails named after it. */
async function runJob(file: string, dryRun: boolean) {
  const token = await adminToken();
  const started = await startImport(file, { token, dryRun });
  expect(started.status, started.text).toBe(202);
  const id = started.body.id as string;
  const job = await waitForImport(id, token);
  expect(job.status).toBe("done");
  const mail = getFirestore().collection("mail");
  const mails = await mail
    .where("__name__", ">=", mail.doc(`import-${id}`))
    .where("__name__", "<", mail.doc(`import-${id}~`))
    .get();
  return { id, job, mails: mails.docs };
}

it("mails the shop once when an import ends, with its counts, and never for a dry run", async () => {
  const word = `ended-${randomUUID().slice(0, 8)}`;
  const file = `Title\n${word} one\n${word} two\n`;
  expect((await runJob(file, true)).mails).toEqual([]);

  const { id, job, mails } = await runJob(file, false);
  expect(mails.map((doc) => doc.id)).toEqual([`import-${id}-ended`]);
  const { to, message } = mails[0]!.data();
  expect(to).toBe("shop@bookstore.test");
  expect(message.subject).toBe(
    `Import finished: ${job.created} created, ${job.updated} updated, ${job.skipped} skipped`,
  );
  expect(message.text).toContain(`Rows: 2\nCreated: ${job.created}`);
  expect(message.text).toContain(`Errors: ${job.errorCount}`);
});
