import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { adminToken } from "@bookstore/testing/accounts";
import { startImport, waitForImport } from "@bookstore/testing/book-imports";
import { getFirestore } from "@bookstore/testing/firestore-admin";

// The shop hears of an import job that ended, with its counts, in the write that ends it: one mail per job.

it("mails the shop once when an import job ends, with its counts", async () => {
  const token = await adminToken();
  const word = `ended-${randomUUID().slice(0, 8)}`;
  const started = await startImport(`Title\n${word} one\n${word} two\n`, { token, dryRun: true });
  expect(started.status, started.text).toBe(202);
  const id = started.body.id as string;
  const job = await waitForImport(id, token);
  expect(job.status).toBe("done");
  const mail = getFirestore().collection("mail");
  const ended = await mail
    .where("__name__", ">=", mail.doc(`import-${id}`))
    .where("__name__", "<", mail.doc(`import-${id}~`))
    .get();
  expect(ended.docs.map((doc) => doc.id)).toEqual([`import-${id}-ended`]);
  const { to, message } = ended.docs[0]!.data();
  expect(to).toBe("shop@bookstore.test");
  expect(message.subject).toBe(
    `Dry run finished: ${job.created} created, ${job.updated} updated, ${job.skipped} skipped`,
  );
  expect(message.text).toContain(`Rows: 2\nCreated: ${job.created}`);
  expect(message.text).toContain(`Errors: ${job.errorCount}`);
});
