import { cursorSchema } from "./id";
import { z } from "./zod";

/**
 * A mail's delivery state in the outbox, as Firebase's Trigger Email extension names them, and SKIPPED: a mail
 * that shoppers' requests caused past its recipient's hourly budget, kept with the reason and never sent.
 */
export const MAIL_STATES = ["PENDING", "PROCESSING", "SUCCESS", "ERROR", "RETRY", "SKIPPED"] as const;
export const mailStateSchema = z.enum(MAIL_STATES);
export type MailState = z.infer<typeof mailStateSchema>;

export const MAIL_PAGE = { limit: 25, maxLimit: 100 } as const;

/** GET /api/admin/mail: newest first, optionally of one state. */
export const mailListQuerySchema = z.strictObject({
  state: mailStateSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAIL_PAGE.maxLimit).optional(),
  cursor: cursorSchema.optional(),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

/** One mail as the owner sees it: whom it is for, what it says on the envelope, and how its sending went. */
export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  /** PENDING until its first attempt, then as the sender records it. */
  state: mailStateSchema,
  attempts: z.number().int(),
  /** Why the last attempt failed, while it is the last word. */
  error: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

export const mailCountsSchema = z.object(
  Object.fromEntries(MAIL_STATES.map((state) => [state, z.number().int()])) as Record<MailState, z.ZodNumber>,
);
export type MailCounts = z.infer<typeof mailCountsSchema>;

export const mailPageSchema = z.object({
  mails: z.array(outboxMailSchema),
  nextCursor: z.string().nullable(),
  /** Every mail of the outbox by state, whatever the page's filter. */
  counts: mailCountsSchema,
});
export type MailPage = z.infer<typeof mailPageSchema>;
