import { MAIL_STATES, type MailCounts, type MailListQuery, type OutboxMail } from "@bookstore/schema";
import { FieldPath, Timestamp, type DocumentSnapshot, type Firestore, type Query } from "firebase-admin/firestore";
import { NEWEST_FIRST } from "../lib/cursor";
import { readPage } from "../lib/cursor-page.repository";
import { MAIL } from "../lib/outbox";
import { readDelivery } from "./mail.repository";

/** A mail as the owner's list shows it; one not yet attempted is PENDING. */
export function toOutboxMail(doc: DocumentSnapshot): OutboxMail {
  const delivery = readDelivery(doc.data());
  const createdAt = doc.get("createdAt") as unknown;
  return {
    id: doc.id,
    to: String(doc.get("to") ?? ""),
    subject: String(doc.get("message.subject") ?? ""),
    state: delivery?.state ?? "PENDING",
    attempts: delivery?.attempts ?? 0,
    error: delivery?.error ?? null,
    createdAt: createdAt instanceof Timestamp ? createdAt.toDate().toISOString() : null,
  };
}

/** The outbox as the owner reads it, and the one change the owner makes: a failed mail sent again. */
export function createOutboxRepository(firestore: Firestore) {
  const mails = firestore.collection(MAIL);
  return {
    async listMailPage({ state, cursor, limit }: MailListQuery & { limit: number }) {
      let query: Query = mails;
      if (state) query = query.where("delivery.state", "==", state);
      query = query.orderBy("createdAt", "desc").orderBy(FieldPath.documentId(), "desc");
      const { docs, nextCursor } = await readPage(query, NEWEST_FIRST, { cursor, limit });
      return { mails: docs.map(toOutboxMail), nextCursor };
    },

    /** Every state's count, one aggregation each (no document is read). */
    async countByState(): Promise<MailCounts> {
      const counts = await Promise.all(
        MAIL_STATES.map(async (state) => (await mails.where("delivery.state", "==", state).count().get()).data().count),
      );
      return Object.fromEntries(MAIL_STATES.map((state, i) => [state, counts[i]])) as MailCounts;
    },

    /**
     * Marks a mail in ERROR for sending again: RETRY, which the sweep's next pass takes up from a first attempt
     * (within a minute in production, a second in the local suite).
     * "not-found" or "not-failed" when there is no such mail, or it is not in ERROR.
     */
    async markForRetry(id: string): Promise<OutboxMail | "not-found" | "not-failed"> {
      return firestore.runTransaction(async (tx) => {
        const ref = mails.doc(id);
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return "not-found";
        if (readDelivery(snapshot.data())?.state !== "ERROR") return "not-failed";
        tx.update(ref, { "delivery.state": "RETRY", "delivery.leaseExpireTime": null });
        return { ...toOutboxMail(snapshot), state: "RETRY" };
      });
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
