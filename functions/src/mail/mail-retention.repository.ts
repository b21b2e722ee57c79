import { Timestamp, type Firestore, type Query } from "firebase-admin/firestore";
import { MAIL } from "../lib/outbox";
import type { DeliveryState } from "./mail-delivery";

/** States a mail ends in: nothing more will be attempted unless an admin resends it. */
export const SETTLED_STATES: readonly DeliveryState[] = ["SUCCESS", "ERROR", "SKIPPED"];

/** Deletes per commit, well under Firestore's 500 writes. */
const BATCH = 400;

/** Deletes every document `query` finds, a batch at a time; answers how many. */
async function deleteAll(firestore: Firestore, query: Query): Promise<number> {
  let deleted = 0;
  for (;;) {
    const found = await query.limit(BATCH).select().get();
    if (found.empty) return deleted;
    const batch = firestore.batch();
    for (const doc of found.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += found.size;
    if (found.size < BATCH) return deleted;
  }
}

/** What the outbox keeps, and for how long (retention/retention.ts names the periods). */
export function createMailRetentionRepository(firestore: Firestore) {
  const mails = firestore.collection(MAIL);
  return {
    /** Deletes mail sent (or held back as SKIPPED) before `cutoff`. Failed mail stays for the owner to see. */
    async deleteSentBefore(cutoff: Date): Promise<number> {
      const before = Timestamp.fromDate(cutoff);
      const [sent, skipped] = await Promise.all(
        (["SUCCESS", "SKIPPED"] as const).map((state) =>
          deleteAll(firestore, mails.where("delivery.state", "==", state).where("delivery.endTime", "<", before)),
        ),
      );
      return sent! + skipped!;
    },

    /**
     * A deleted account's mail: what is settled goes now, what is still being sent is marked and goes as soon as
     * it settles (the sender deletes it then, mail.repository.ts; the sweep deletes any left).
     */
    async forgetMailTo(email: string): Promise<void> {
      const found = await mails.where("to", "==", email.toLowerCase()).select("delivery.state").get();
      const batch = firestore.batch();
      for (const doc of found.docs) {
        const state = doc.get("delivery.state") as DeliveryState | undefined;
        if (state && SETTLED_STATES.includes(state)) batch.delete(doc.ref);
        else batch.update(doc.ref, { forgetOnceSent: true });
      }
      await batch.commit();
    },

    /** Deletes marked mail that has settled since it was marked. */
    async deleteForgottenSettled(): Promise<number> {
      return deleteAll(
        firestore,
        mails.where("forgetOnceSent", "==", true).where("delivery.state", "in", [...SETTLED_STATES]),
      );
    },
  };
}
export type MailRetentionRepository = ReturnType<typeof createMailRetentionRepository>;
