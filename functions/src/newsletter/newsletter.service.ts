import type { NewsletterAnswer } from "@bookstore/schema";
import { tooMany } from "../lib/http-error";
import type { NewsletterRepository } from "./newsletter.repository";
import type { SignupBudgetRepository } from "./signup-budget.repository";

// A household signs up a few addresses; a script signing up thousands a minute gets this many per window, and a
// refused sign-up writes nothing (docs/reliability.md).
export const MAX_SIGNUPS_PER_ADDRESS = 20;
export const SIGNUP_WINDOW_MS = 10 * 60 * 1000;

export function createNewsletterService(
  subscribers: Pick<NewsletterRepository, "addSubscriber">,
  budget: Pick<SignupBudgetRepository, "count">,
) {
  return {
    /** One subscription per address, whatever its case; at most MAX_SIGNUPS_PER_ADDRESS per client and window. */
    async subscribe(email: string, clientAddress: string, now = Date.now()): Promise<NewsletterAnswer> {
      const { attempts, windowStart } = await budget.count(
        clientAddress,
        MAX_SIGNUPS_PER_ADDRESS,
        SIGNUP_WINDOW_MS,
        now,
      );
      if (attempts > MAX_SIGNUPS_PER_ADDRESS) {
        const window = { start: windowStart, ms: SIGNUP_WINDOW_MS };
        throw tooMany("too-many-signups", "Too many sign-ups from your network. Try again later.", window, now);
      }
      const added = await subscribers.addSubscriber(email.toLowerCase());
      return { subscribed: true, alreadySubscribed: !added };
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
