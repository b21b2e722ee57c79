import type { NewsletterAnswer } from "@bookstore/schema";

/** Stores an address once; true when it was new. */
export type AddSubscriber = (email: string) => Promise<boolean>;

export function createNewsletterService(addSubscriber: AddSubscriber) {
  return {
    /** One subscription per address, whatever its case. */
    async subscribe(email: string): Promise<NewsletterAnswer> {
      const added = await addSubscriber(email.toLowerCase());
      return { subscribed: true, alreadySubscribed: !added };
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
