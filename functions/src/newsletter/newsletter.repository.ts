import { createHash } from "node:crypto";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { GrpcStatus } from "../lib/grpc-status";

export const NEWSLETTER = "newsletterSubscribers";

export function createNewsletterRepository(firestore: Firestore) {
  // One document per address, its id derived from it: found again from the address alone.
  const subscriberRef = (email: string) =>
    firestore.collection(NEWSLETTER).doc(createHash("sha256").update(email).digest("hex"));

  return {
    /**
     * Stores an address once: the document id is derived from it, and `create` refuses a second one, so signing
     * up twice (or twice at once) writes nothing more. Answers whether the address was new.
     */
    async addSubscriber(email: string): Promise<boolean> {
      try {
        await subscriberRef(email).create({ email, createdAt: Timestamp.now() });
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === GrpcStatus.ALREADY_EXISTS) return false;
        throw error;
      }
    },

    async isSubscribed(email: string): Promise<boolean> {
      return (await subscriberRef(email).get()).exists;
    },

    /** Removes an address's subscription, whether or not there is one. */
    async removeSubscriber(email: string): Promise<void> {
      await subscriberRef(email).delete();
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
