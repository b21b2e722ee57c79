import { z } from "./zod";

/** POST /api/newsletter: an address to send the newsletter to. */
export const newsletterSignupSchema = z.strictObject({
  email: z.email("Enter an email address such as name@example.com").max(254, "Email is too long"),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

export const newsletterAnswerSchema = z.object({ subscribed: z.literal(true), alreadySubscribed: z.boolean() });
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;
