import nodemailer from "nodemailer";
import type { DeliveryInfo } from "./mail-delivery";
import type { SmtpMessage } from "./smtp-message";

/** Hands one message to an SMTP server; rejects when the server cannot be reached or refuses it. */
export type SendMail = (message: SmtpMessage) => Promise<DeliveryInfo>;

export interface SmtpServer {
  /** smtp(s)://[user@]host:port */
  url: string;
  password?: string;
  timeoutMs: number;
}

/**
 * A fresh connection per message, with every wait bounded: a server that accepts and never greets, or goes
 * silent, fails the attempt within the timeouts rather than holding the function until it is killed.
 */
export function smtpSender({ url, password, timeoutMs }: SmtpServer): SendMail {
  const server = new URL(url);
  const user = decodeURIComponent(server.username);
  const transport = nodemailer.createTransport({
    host: server.hostname,
    port: Number(server.port) || (server.protocol === "smtps:" ? 465 : 587),
    secure: server.protocol === "smtps:",
    ...(user ? { auth: { user, pass: password ?? "" } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 3,
    dnsTimeout: timeoutMs,
  } as nodemailer.TransportOptions);
  return async (message) => {
    const info = await transport.sendMail({
      messageId: message.messageId,
      from: message.from,
      to: message.to,
      // The envelope is written out: the one recipient, whatever a header might say.
      envelope: { from: addressOf(message.from), to: [message.to] },
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      attachments: message.attachments,
      // Never read a file or URL a mail's content might name.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    return {
      messageId: String(info.messageId ?? message.messageId),
      accepted: (info.accepted ?? []).map(String),
      rejected: (info.rejected ?? []).map(String),
      response: String(info.response ?? ""),
    };
  };
}

/** The bare address of `Name <address>`. */
export const addressOf = (mailbox: string) => /<([^>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();
