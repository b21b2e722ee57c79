import { createHash } from "node:crypto";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { GrpcStatus } from "../lib/grpc-status";

export const NEWSLETTER = "newsletterSubscribers";

export function createNewsletterRepository(firestore: Firestore) {
  return {
    /**
     * Stores an address once: the document id is derived from it, and `create` refuses a second one, so signing
     * up twice (or twice at once) writes nothing more. Answers whether the address was new.
     */
    async addSubscriber(email: string): Promise<boolean> {
      const id = createHash("sha256").update(email).digest("hex");
      try {
        await firestore.collection(NEWSLETTER).doc(id).create({ email, createdAt: Timestamp.now() });
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === GrpcStatus.ALREADY_EXISTS) return false;
        throw error;
      }
    },
  };
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
