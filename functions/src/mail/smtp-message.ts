import type { Mail, MailAttachment } from "../lib/outbox";
import { headerSafe } from "../lib/outbox";

// What reaches the SMTP server is built here, whoever wrote the mail's document: the outbox's own cleaning is not
// trusted to have run. A recipient is one plain address, and a custom header has a plain name and a one-line value.

export interface SmtpMessage {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
}

const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:".]+(?:\.[^\s@<>()[\]\\,;:".]+)+$/;
const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]{0,63}$/;
// Headers the sender writes itself, or that would send the mail elsewhere.
const RESERVED = new Set([
  "to",
  "cc",
  "bcc",
  "from",
  "sender",
  "reply-to",
  "subject",
  "date",
  "message-id",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
  "return-path",
]);

export class UnsendableMail extends Error {}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Only files whose bytes the mail carries (base64), under a one-line name: nothing that names a path or URL. */
function attachmentsOf(attachments: unknown): MailAttachment[] {
  if (!Array.isArray(attachments)) return [];
  return attachments.flatMap((file: Partial<MailAttachment>) =>
    typeof file?.filename === "string" && typeof file.content === "string" && BASE64.test(file.content)
      ? [
          {
            filename: headerSafe(file.filename).replace(/["\\/]/g, "_"),
            contentType: headerSafe(String(file.contentType ?? "application/octet-stream")),
            content: file.content,
            encoding: "base64" as const,
          },
        ]
      : [],
  );
}

/** The message for mail `id`, or UnsendableMail when it names no single valid recipient. */
export function smtpMessage(id: string, mail: Partial<Mail>, from: string, host: string): SmtpMessage {
  const to = typeof mail.to === "string" ? mail.to.trim() : "";
  if (!ADDRESS.test(to) || to.length > 254) throw new UnsendableMail("The recipient is not one valid address");
  const message = mail.message ?? { subject: "", text: "", html: "" };
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(mail.headers ?? {})) {
    if (HEADER_NAME.test(name) && !RESERVED.has(name.toLowerCase()) && typeof value === "string") {
      headers[name] = headerSafe(value);
    }
  }
  return {
    // One Message-ID for every attempt, so that a receiver can tell a resend of the same mail.
    messageId: `<${id}@${host}>`,
    from: headerSafe(from),
    to,
    subject: headerSafe(String(message.subject ?? "")),
    text: String(message.text ?? ""),
    html: String(message.html ?? ""),
    headers,
    attachments: attachmentsOf((message as Partial<Mail["message"]>).attachments),
  };
}
