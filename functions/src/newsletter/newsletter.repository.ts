import { AggregateField, type DocumentData, type Firestore, type Query } from "firebase-admin/firestore";
import type { NewsletterCounts } from "@bookstore/schema";
import { writeAsRead } from "../lib/firestore";
import { retryLostRaces } from "../lib/lost-races";
import { queueMail } from "../lib/outbox";
import {
  afterConfirm,
  afterSignup,
  afterUnsubscribe,
  stateOf,
  subscriberKey,
  type ConfirmOutcome,
  type QueuedMail,
  type SignupOutcome,
  type Step,
} from "./subscription-state";

export const NEWSLETTER = "newsletterSubscribers";

export function createNewsletterRepository(firestore: Firestore) {
  const subscriberRef = (email: string) => firestore.collection(NEWSLETTER).doc(subscriberKey(email));

  /**
   * Reads the address's document, lets `decide` say what it becomes and whether `mail` goes with it, and commits
   * both in one batch on condition that the document is still as read; a commit that lost a race reads again, so of
   * requests at once only one sees the state before it and queues the mail.
   */
  function step<T>(email: string, decide: (data: DocumentData | undefined) => Step<T>, mail?: QueuedMail) {
    return retryLostRaces(
      async () => {
        const snapshot = await subscriberRef(email).get();
        const { next, mail: withMail, outcome } = decide(snapshot.data());
        if (next || withMail) {
          const batch = firestore.batch();
          if (next) writeAsRead(batch, snapshot, next);
          if (withMail && mail) queueMail(batch, firestore, mail.id, mail.mail);
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
      return step(email, (data) => afterSignup(data, email, now, gapMs), confirmation);
    },

    /** A pending address becomes confirmed, with `welcome` queued in the same batch. */
    confirm(email: string, now: number, welcome: QueuedMail): Promise<ConfirmOutcome> {
      return step(email, (data) => afterConfirm(data, now), welcome);
    },

    unsubscribe(email: string, now: number): Promise<void> {
      return step(email, (data) => afterUnsubscribe(data, now));
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
