import { z } from "./zod";

const newsletterEmail = z.email("Enter an email address such as name@example.com").max(254, "Email is too long");

/** POST /api/newsletter: an address to send the newsletter to, once its owner confirms it. */
export const newsletterSignupSchema = z.strictObject({ email: newsletterEmail });
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/**
 * The same answer for a new, a waiting and a confirmed address: whether an address subscribes is nobody's business
 * but its owner's, who learns it from the mail.
 */
export const newsletterAnswerSchema = z.object({ accepted: z.literal(true) });
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;

/** A newsletter link's proof that its reader received mail at `email`: an HMAC of the address, base64url. */
export const newsletterTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, "The link is not complete");

/** What a newsletter link carries: the address and its token (confirmation, unsubscription). */
export const newsletterLinkSchema = z.strictObject({ email: newsletterEmail, token: newsletterTokenSchema });
export type NewsletterLink = z.infer<typeof newsletterLinkSchema>;

export const newsletterConfirmedSchema = z.object({ confirmed: z.literal(true) });
export type NewsletterConfirmed = z.infer<typeof newsletterConfirmedSchema>;

export const newsletterUnsubscribedSchema = z.object({ unsubscribed: z.literal(true) });
export type NewsletterUnsubscribed = z.infer<typeof newsletterUnsubscribedSchema>;

/** GET /api/admin/newsletter: the subscriptions by state; only `confirmed` ones receive the newsletter. */
export const newsletterCountsSchema = z.object({
  confirmed: z.number().int().nonnegative(),
  pending: z.number().int().nonnegative(),
  unsubscribed: z.number().int().nonnegative(),
});
export type NewsletterCounts = z.infer<typeof newsletterCountsSchema>;
