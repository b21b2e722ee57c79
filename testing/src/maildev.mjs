// Reading MailDev, the local SMTP server the shop's sender delivers to, through its REST API. Tests find their
// mail by a recipient of their own (a fresh address per test), never by clearing the mailbox that other test
// files share; deleteAllMail is for the benchmarks, which run alone. Plain JavaScript, so the benchmarks use it too.
import { MAILDEV, MAILDEV_URL } from "../../scripts/local-mail-addresses.mjs";
import { scaled } from "./timeouts.mjs";

export { MAILDEV, MAILDEV_URL };

const lower = (address) => address.toLowerCase();

export const isFor = (mail, address) => mail.envelope.to.some((to) => lower(to.address) === lower(address));

async function readMailbox(query = "") {
  const res = await fetch(`${MAILDEV_URL}/email${query}`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status} at ${MAILDEV_URL}/email${query}`);
  return res.json();
}

export const listAllMail = () => readMailbox();

/**
 * MailDev picks one recipient's mail itself (the whole mailbox, read at every poll, is megabytes once the suite
 * has run a while), but compares addresses exactly: ask for the address as written and in lower case.
 */
export async function listMail(address) {
  const lists = await Promise.all(
    [...new Set([address, lower(address)])].map((variant) =>
      readMailbox(`?envelope.to.address=${encodeURIComponent(variant)}`),
    ),
  );
  const byId = new Map(lists.flat().map((mail) => [mail.id, mail]));
  return [...byId.values()].filter((mail) => isFor(mail, address));
}

export async function waitForMail(address, { match = () => true, timeoutMs = scaled(20_000) } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await listMail(address).catch(() => []);
    const found = mails.find(match);
    if (found) return found;
    if (Date.now() > deadline) {
      const subjects = mails.map((mail) => mail.subject).join(" | ");
      throw new Error(`No mail for ${address} arrived in ${timeoutMs} ms; it has ${mails.length}: ${subjects}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function deleteAllMail() {
  const res = await fetch(`${MAILDEV_URL}/email/all`, { method: "DELETE" });
  if (!res.ok) throw new Error(`MailDev answered ${res.status} when asked to delete every mail`);
}

export const uniqueRecipient = (label = "mail") =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@mail.bookstore.test`;
