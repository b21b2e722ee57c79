import type { Firestore } from "firebase-admin/firestore";
import { FieldValue } from "firebase-admin/firestore";
import type { Writes } from "./firestore";

// The shop's outbox: every mail is a document in `mail`, in the shape of Firebase's Trigger Email extension, queued
// in the same transaction or batch as the change that causes it and named after that event (`order-<id>-shipped`),
// so a change that commits always has its mail and an event replayed never has two. The sender (`mail/`, decision
// 019) fills in `delivery`, and checks again what reaches SMTP: one recipient, no line break in any header.

export const MAIL = "mail";

/** A file sent with a mail, as Trigger Email and nodemailer take it: its bytes in base64, never a path or URL. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding: "base64";
}

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mail {
  to: string;
  message: MailMessage;
  headers?: Record<string, string>;
  /**
   * `shopper`: a shopper's request made the shop write to an address the shopper typed (an order's confirmation,
   * their cancellation, a newsletter confirmation). The sender bounds such mail per recipient (mail/recipient-budget.ts).
   */
  cause?: "shopper";
}

/** CR and LF end a header: a value that could reach one never carries them. */
export const headerSafe = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

/**
 * Queues `mail` under `id` in `writes`. A merge that leaves `delivery` alone: queuing the same event again (a
 * retried transaction, a trigger run twice) rewrites the same content and never sends it a second time.
 */
export function queueMail(writes: Writes, firestore: Firestore, id: string, mail: Mail): void {
  const headers = mail.headers
    ? Object.fromEntries(Object.entries(mail.headers).map(([name, value]) => [headerSafe(name), headerSafe(value)]))
    : undefined;
  writes.set(
    firestore.collection(MAIL).doc(id),
    {
      to: headerSafe(mail.to),
      message: { ...mail.message, subject: headerSafe(mail.message.subject) },
      ...(headers ? { headers } : {}),
      ...(mail.cause ? { cause: mail.cause } : {}),
      createdAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
}
