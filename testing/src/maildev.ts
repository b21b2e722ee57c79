// Reading MailDev, the local SMTP server the shop's sender delivers to, through its REST API. Tests find their
// mail by a recipient of their own (a fresh address per test), never by clearing the mailbox that other test
// files share; deleteAllMail is for the benchmarks, which run alone.
import { MAILDEV, MAILDEV_URL } from "../../scripts/local-mail-addresses.mjs";
import { scaled } from "./timeouts.mjs";

export { MAILDEV, MAILDEV_URL };

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
}

const lower = (address: string) => address.toLowerCase();

/** Whether `mail` was sent to `address`: in its envelope (who received it), whatever its headers say. */
export const isFor = (mail: ReceivedMail, address: string) =>
  mail.envelope.to.some((to) => lower(to.address) === lower(address));

/** Every mail in the mailbox, oldest first. */
export async function listAllMail(): Promise<ReceivedMail[]> {
  const res = await fetch(`${MAILDEV_URL}/email`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status} at ${MAILDEV_URL}/email`);
  return (await res.json()) as ReceivedMail[];
}

/** The mail received for `address`, oldest first. */
export async function listMail(address: string): Promise<ReceivedMail[]> {
  return (await listAllMail()).filter((mail) => isFor(mail, address));
}

/**
 * The first mail for `address` that `match` accepts (any, by default), waiting for it to arrive: retries and the
 * sweep take seconds. Fails naming the address and what did arrive.
 */
export async function waitForMail(
  address: string,
  {
    match = () => true,
    timeoutMs = scaled(20_000),
  }: { match?: (mail: ReceivedMail) => boolean; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await listMail(address).catch(() => []);
    const found = mails.find(match);
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `No mail for ${address} arrived in ${timeoutMs} ms; it has ${mails.length}: ${mails.map((m) => m.subject).join(" | ")}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Empties the mailbox (benchmarks only: test files share it). */
export async function deleteAllMail(): Promise<void> {
  const res = await fetch(`${MAILDEV_URL}/email/all`, { method: "DELETE" });
  if (!res.ok) throw new Error(`MailDev answered ${res.status} when asked to delete every mail`);
}

/** A recipient no other test uses, at a domain that is never real. */
export const uniqueRecipient = (label = "mail") =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@mail.bookstore.test`;
