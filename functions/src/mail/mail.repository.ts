import { Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { MAIL, type Mail } from "../lib/outbox";
import { attemptStarted, verdict, type Delivery } from "./mail-delivery";

/** A mail taken up for an attempt: its content and the attempt's number. */
export interface ClaimedMail {
  mail: Partial<Mail>;
  attempt: number;
}

const toDate = (value: unknown) => (value instanceof Timestamp ? value.toDate() : (value as Date | null | undefined));

/** A stored `delivery` with its times as Dates. */
export function readDelivery(data: DocumentData | undefined): Delivery | undefined {
  const delivery = data?.delivery as DocumentData | undefined;
  if (!delivery) return undefined;
  return {
    ...(delivery as Delivery),
    attempts: Number(delivery.attempts ?? 0),
    startTime: toDate(delivery.startTime),
    endTime: toDate(delivery.endTime),
    leaseExpireTime: toDate(delivery.leaseExpireTime),
  };
}

const deliveryFields = (patch: Partial<Delivery>) =>
  Object.fromEntries(Object.entries(patch).map(([field, value]) => [`delivery.${field}`, value]));

export function createMailRepository(firestore: Firestore) {
  const mails = firestore.collection(MAIL);
  return {
    /**
     * Takes mail `id` up for an attempt, in a transaction: of two senders that read it at once (a trigger run
     * twice, the trigger and the sweep) one takes it and the other leaves it. Null when it is not to be sent now.
     */
    async claim(id: string, now: number): Promise<ClaimedMail | null> {
      return firestore.runTransaction(async (tx) => {
        const snapshot = await tx.get(mails.doc(id));
        if (!snapshot.exists) return null;
        const delivery = readDelivery(snapshot.data());
        const next = verdict(delivery, now);
        if (next.kind === "give-up") {
          tx.update(
            snapshot.ref,
            deliveryFields({ state: "ERROR", endTime: new Date(now), leaseExpireTime: null, error: next.error }),
          );
          return null;
        }
        if (next.kind === "leave") return null;
        // A new mail's first write gives `delivery` its whole shape; a later one changes its fields.
        if (delivery) tx.update(snapshot.ref, deliveryFields({ ...attemptStarted(next.attempt, now), info: null }));
        else tx.update(snapshot.ref, { delivery: { ...attemptStarted(next.attempt, now), error: null, info: null } });
        const { to, message, headers } = snapshot.data() as Partial<Mail>;
        return { mail: { to, message, headers }, attempt: next.attempt };
      });
    },

    /** Records an attempt's outcome, unless another sender has taken the mail up since (its lease ran out). */
    async record(id: string, attempt: number, patch: Partial<Delivery>): Promise<void> {
      await firestore.runTransaction(async (tx) => {
        const snapshot = await tx.get(mails.doc(id));
        const delivery = readDelivery(snapshot.data());
        if (delivery?.state !== "PROCESSING" || delivery.attempts !== attempt) return;
        tx.update(snapshot.ref, deliveryFields(patch));
      });
    },

    /**
     * Mails due now: those whose wait for a retry, or whose sender's lease, has run out (the oldest first), and
     * those marked RETRY, by the admin's resend or by anyone writing the extension's RETRY.
     */
    async listDue(now: number, limit: number): Promise<string[]> {
      const [expired, resend] = await Promise.all([
        mails
          .where("delivery.leaseExpireTime", "<=", new Date(now))
          .orderBy("delivery.leaseExpireTime")
          .limit(limit)
          .select()
          .get(),
        mails.where("delivery.state", "==", "RETRY").limit(limit).select().get(),
      ]);
      return [...new Set([...resend.docs, ...expired.docs].map((doc) => doc.id))].slice(0, limit);
    },
  };
}
export type MailRepository = ReturnType<typeof createMailRepository>;
