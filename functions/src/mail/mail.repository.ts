import { Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { MAIL, type Mail } from "../lib/outbox";
import { attemptStarted, retryingSince, verdict, type Delivery, type RetrySchedule } from "./mail-delivery";
import {
  RECIPIENT_BUDGETS,
  RECIPIENT_WINDOW_MS,
  recipientKey,
  SKIPPED_REASON,
  spendRecipientBudget,
} from "./recipient-budget";

/** A mail taken up for an attempt: its content, the attempt's number, and when its sending began. */
export interface ClaimedMail {
  mail: Partial<Mail>;
  attempt: number;
  since: number;
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
    retryingSince: toDate(delivery.retryingSince),
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
    async claim(id: string, now: number, schedule: Pick<RetrySchedule, "forMs">): Promise<ClaimedMail | null> {
      return firestore.runTransaction(async (tx) => {
        const snapshot = await tx.get(mails.doc(id));
        if (!snapshot.exists) return null;
        const delivery = readDelivery(snapshot.data());
        const next = verdict(delivery, now, schedule);
        if (next.kind === "give-up") {
          tx.update(
            snapshot.ref,
            deliveryFields({ state: "ERROR", endTime: new Date(now), leaseExpireTime: null, error: next.error }),
          );
          return null;
        }
        if (next.kind === "leave") return null;
        const { to, message, headers, cause } = snapshot.data() as Partial<Mail>;
        // A shopper-caused mail spends its recipient's budget on its first attempt; past it, it is never sent.
        if (cause === "shopper" && next.attempt === 1 && delivery?.state !== "RETRY") {
          const budgetRef = firestore.collection(RECIPIENT_BUDGETS).doc(recipientKey(String(to ?? "")));
          const sentAt = ((await tx.get(budgetRef)).get("sentAt") as Timestamp[] | undefined) ?? [];
          const spent = spendRecipientBudget(
            sentAt.map((at) => at.toMillis()),
            now,
          );
          if (!spent.allowed) {
            const skipped = { state: "SKIPPED", attempts: 0, endTime: new Date(now), leaseExpireTime: null };
            tx.update(snapshot.ref, { delivery: { ...skipped, error: SKIPPED_REASON, info: null } });
            return null;
          }
          tx.set(budgetRef, {
            sentAt: spent.sentAt.map((at) => Timestamp.fromMillis(at)),
            expireAt: Timestamp.fromMillis(now + RECIPIENT_WINDOW_MS),
          });
        }
        // A new mail's first write gives `delivery` its whole shape; a later one changes its fields.
        if (delivery) tx.update(snapshot.ref, deliveryFields({ ...attemptStarted(next.attempt, now), info: null }));
        else tx.update(snapshot.ref, { delivery: { ...attemptStarted(next.attempt, now), error: null, info: null } });
        const since = next.attempt === 1 || !delivery ? now : retryingSince(delivery, now);
        return { mail: { to, message, headers }, attempt: next.attempt, since };
      });
    },

    /** Records an attempt's outcome, unless another sender has taken the mail up since (its lease ran out). */
    async record(id: string, attempt: number, patch: Partial<Delivery>): Promise<void> {
      await firestore.runTransaction(async (tx) => {
        const snapshot = await tx.get(mails.doc(id));
        const delivery = readDelivery(snapshot.data());
        if (delivery?.state !== "PROCESSING" || delivery.attempts !== attempt) return;
        // The mail of an account deleted meanwhile goes as soon as it has settled (mail-retention.repository.ts).
        if (snapshot.get("forgetOnceSent") === true && patch.state !== "PENDING") tx.delete(snapshot.ref);
        else tx.update(snapshot.ref, deliveryFields(patch));
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
