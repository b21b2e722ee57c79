import {
  AggregateField,
  Timestamp,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
} from "firebase-admin/firestore";
import type { NewsletterCounts } from "@bookstore/schema";
import { writeAsRead } from "../lib/firestore";
import { retryLostRaces } from "../lib/lost-races";
import { queueMail } from "../lib/outbox";
import {
  afterConfirm,
  afterSignup,
  afterUnsubscribe,
  mailboxKey,
  stateOf,
  subscriberKey,
  type ConfirmOutcome,
  type QueuedMail,
  type SignupOutcome,
  type Step,
} from "./subscription-state";

export const NEWSLETTER = "newsletterSubscribers";
/** One document per canonical mailbox (subscription-state.ts): when it was last sent a confirmation. */
export const NEWSLETTER_MAILBOXES = "newsletterMailboxes";

export function createNewsletterRepository(firestore: Firestore) {
  const subscriberRef = (email: string) => firestore.collection(NEWSLETTER).doc(subscriberKey(email));

  const mailboxRef = (email: string) => firestore.collection(NEWSLETTER_MAILBOXES).doc(mailboxKey(email));

  /**
   * Reads the address's document, lets `decide` say what it becomes and whether `mail` goes with it, and commits
   * both in one batch on condition that the document is still as read; a commit that lost a race reads again, so of
   * requests at once only one sees the state before it and queues the mail. With `mailbox`, the address's mailbox
   * document is read too, and stamped with the mail on the same condition.
   */
  function step<T>(
    email: string,
    decide: (data: DocumentData | undefined, mailbox?: DocumentSnapshot) => Step<T>,
    mail?: QueuedMail,
    { mailbox = false, now = 0 } = {},
  ) {
    return retryLostRaces(
      async () => {
        const [snapshot, mailboxSnapshot] = mailbox
          ? await firestore.getAll(subscriberRef(email), mailboxRef(email))
          : [await subscriberRef(email).get()];
        const { next, mail: withMail, outcome } = decide(snapshot!.data(), mailboxSnapshot);
        if (next || withMail) {
          const batch = firestore.batch();
          if (next) writeAsRead(batch, snapshot!, next);
          if (withMail && mail) queueMail(batch, firestore, mail.id, mail.mail);
          if (withMail && mailboxSnapshot) {
            writeAsRead(batch, mailboxSnapshot, { confirmationMailedAt: Timestamp.fromMillis(now) });
          }
          await batch.commit();
        }
        return outcome;
      },
      { forMs: 10_000 },
    );
  }

  return {
    /** A sign-up (subscription-state.ts), with `confirmation` queued when it is due. */
    requestConfirmation(email: string, now: number, gapMs: number, confirmation: QueuedMail): Promise<SignupOutcome> {
      const mailedAt = (mailbox?: DocumentSnapshot) =>
        (mailbox?.get("confirmationMailedAt") as Timestamp | undefined)?.toMillis();
      return step(email, (data, mailbox) => afterSignup(data, email, now, gapMs, mailedAt(mailbox)), confirmation, {
        mailbox: true,
        now,
      });
    },

    /** A pending address becomes confirmed, with `welcome` queued in the same batch. */
    confirm(email: string, now: number, welcome: QueuedMail): Promise<ConfirmOutcome> {
      return step(email, (data) => afterConfirm(data, now), welcome);
    },

    unsubscribe(email: string, now: number): Promise<void> {
      return step(email, (data) => afterUnsubscribe(data, now));
    },

    /**
     * Forgets addresses still waiting for a confirmation last mailed before `cutoff`, and the mailboxes' stamps
     * as old: answers how many subscriptions went.
     */
    async deletePendingBefore(cutoff: Date): Promise<number> {
      const before = Timestamp.fromDate(cutoff);
      const [pending, mailboxes] = await Promise.all([
        firestore
          .collection(NEWSLETTER)
          .where("state", "==", "pending")
          .where("confirmationMailedAt", "<", before)
          .select()
          .get(),
        firestore.collection(NEWSLETTER_MAILBOXES).where("confirmationMailedAt", "<", before).select().get(),
      ]);
      const docs = [...pending.docs, ...mailboxes.docs];
      for (let start = 0; start < docs.length; start += 400) {
        const batch = firestore.batch();
        for (const doc of docs.slice(start, start + 400)) batch.delete(doc.ref);
        await batch.commit();
      }
      return pending.size;
    },

    /** Whether the address receives the newsletter: only a confirmed subscription does. */
    async isSubscribed(email: string): Promise<boolean> {
      return stateOf((await subscriberRef(email).get()).data()) === "confirmed";
    },

    /** Removes an address's subscription, whether or not there is one. */
    async removeSubscriber(email: string): Promise<void> {
      await subscriberRef(email).delete();
    },

    /**
     * The subscriptions by state, counted by the database (count aggregations, never a read of each). Pending is
     * what is neither confirmed nor unsubscribed, so that an address stored without a state counts there.
     */
    async countByState(): Promise<NewsletterCounts> {
      const collection = firestore.collection(NEWSLETTER);
      const count = async (query: Query) => (await query.aggregate({ n: AggregateField.count() }).get()).data().n;
      const [all, confirmed, unsubscribed] = await Promise.all([
        count(collection),
        count(collection.where("state", "==", "confirmed")),
        count(collection.where("state", "==", "unsubscribed")),
      ]);
      return { confirmed, pending: all - confirmed - unsubscribed, unsubscribed };
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
