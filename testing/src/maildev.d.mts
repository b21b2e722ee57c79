// Reading MailDev's REST API (maildev.mjs).
export declare const MAILDEV: Readonly<{ host: string; smtpPort: number; webPort: number }>;
/** MailDev's web mailbox and REST API. */
export declare const MAILDEV_URL: string;

export interface MailAddress {
  address: string;
  name: string;
}

/** A mail as MailDev keeps it: the parsed message and the SMTP envelope it arrived with. */
export interface ReceivedMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  from: MailAddress[];
  to: MailAddress[];
  cc?: MailAddress[];
  headers: Record<string, string | string[]>;
  messageId: string;
  date: string;
  time: string;
  envelope: { from: { address: string }; to: { address: string }[] };
  /** Files sent with it; `/email/:id/attachment/:generatedFileName` downloads one. */
  attachments?: { fileName: string; generatedFileName: string; contentType: string; length: number }[];
}

/** Whether `mail` was sent to `address`: in its envelope (who received it), whatever its headers say. */
export declare function isFor(mail: ReceivedMail, address: string): boolean;
/** Every mail in the mailbox, oldest first. */
export declare function listAllMail(): Promise<ReceivedMail[]>;
/** The mail received for `address`, oldest first. */
export declare function listMail(address: string): Promise<ReceivedMail[]>;
/**
 * The first mail for `address` that `match` accepts (any, by default), waiting for it to arrive: retries and the
 * sweep take seconds. Fails naming the address and what did arrive.
 */
export declare function waitForMail(
  address: string,
  options?: { match?: (mail: ReceivedMail) => boolean; timeoutMs?: number },
): Promise<ReceivedMail>;
/** Empties the mailbox (benchmarks only: test files share it). */
export declare function deleteAllMail(): Promise<void>;
/** A recipient no other test uses, at a domain that is never real. */
export declare function uniqueRecipient(label?: string): string;
