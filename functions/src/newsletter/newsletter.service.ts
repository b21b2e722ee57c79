import type { NewsletterCounts, NewsletterLink } from "@bookstore/schema";
import { HttpError, conflict, tooMany } from "../lib/http-error";
import { confirmationMail, CONFIRMATION_GAP_MS, newsletterLinks, welcomeMail } from "./newsletter-mails";
import type { NewsletterRepository } from "./newsletter.repository";
import type { SignupOutcome } from "./subscription-state";
import type { NewsletterTokens, TokenPurpose } from "./newsletter-tokens";
import type { SignupBudgetRepository } from "./signup-budget.repository";

// A household signs up a few addresses; a script signing up thousands a minute gets this many per window, and a
// refused sign-up writes nothing (docs/reliability.md).
export const MAX_SIGNUPS_PER_ADDRESS = 20;
export const SIGNUP_WINDOW_MS = 10 * 60 * 1000;

export interface NewsletterDeps {
  subscribers: Pick<NewsletterRepository, "requestConfirmation" | "confirm" | "unsubscribe" | "countByState">;
  budget: Pick<SignupBudgetRepository, "count">;
  tokens: NewsletterTokens;
  siteUrl: () => string;
}

const invalidLink = () =>
  new HttpError(403, "invalid-token", "This link is not valid. Copy the whole link from the mail and try again.");

export function createNewsletterService({ subscribers, budget, tokens, siteUrl }: NewsletterDeps) {
  const links = (email: string) => newsletterLinks(siteUrl(), tokens, email);
  /** The address of a link whose token is its own for `purpose`; anything else is refused before any read. */
  const provenAddress = (purpose: TokenPurpose, { email, token }: NewsletterLink) => {
    if (!tokens.verify(purpose, email, token)) throw invalidLink();
    return email.toLowerCase();
  };

  return {
    /**
     * Double opt-in's first step: the address waits, and one confirmation mail goes to it per CONFIRMATION_GAP_MS
     * however often it is sent; at most MAX_SIGNUPS_PER_ADDRESS sign-ups per client and window.
     */
    async subscribe(rawEmail: string, clientAddress: string, now = Date.now()): Promise<SignupOutcome> {
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
      const email = rawEmail.toLowerCase();
      const mail = confirmationMail(email, links(email), now);
      return subscribers.requestConfirmation(email, now, CONFIRMATION_GAP_MS, mail);
    },

    /** The confirmation link's button: a pending address is confirmed and welcomed; confirming twice is harmless. */
    async confirm(link: NewsletterLink, now = Date.now()): Promise<void> {
      const email = provenAddress("confirm", link);
      const outcome = await subscribers.confirm(email, now, welcomeMail(email, links(email)));
      if (outcome === "expired") {
        throw new HttpError(
          410,
          "link-expired",
          "This link has expired. Subscribe again with the form at the foot of the page to get a new one.",
        );
      }
      if (outcome === "not-pending") {
        throw conflict(
          "not-pending",
          "This address is not waiting for a confirmation. Subscribe again with the form at the foot of the page.",
        );
      }
    },

    /** One-click unsubscription (RFC 8058): the link's token is the only proof asked for. */
    async unsubscribe(link: NewsletterLink, now = Date.now()): Promise<void> {
      await subscribers.unsubscribe(provenAddress("unsubscribe", link), now);
    },

    counts: (): Promise<NewsletterCounts> => subscribers.countByState(),
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
