// One newsletter confirmation per mailbox per gap: plus-addresses and case variants of one mailbox share it.
// Shared global state: each sign-up spends the one client's sign-up budget (newsletterSignupBudgets), which
// api/newsletter.test.ts clears; this file spends four of its twenty.
import { describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";
import { mailsTo } from "@bookstore/testing/newsletter";

const subscribe = (email: string) => api("/api/newsletter/", { method: "POST", body: { email } });

describe("newsletter confirmations per mailbox", () => {
  it("mails one of victim+1@, victim+2@, Victim+3@ and victim@ within the gap", async () => {
    const local = `mailbox-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const domain = "mail.bookstore.test";
    const addresses = [`${local}+1@${domain}`, `${local}+2@${domain}`, `${local.toUpperCase()}+3@${domain}`];
    for (const address of addresses) expect((await subscribe(address)).status).toBe(202);
    expect((await subscribe(`${local}@${domain}`)).status).toBe(202);
    const mails = (await Promise.all([...addresses, `${local}@${domain}`].map((a) => mailsTo(a)))).flat();
    expect(mails.map((mail) => mail.to)).toEqual([addresses[0]!.toLowerCase()]);
  });
});
