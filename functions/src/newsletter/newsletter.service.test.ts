import { describe, expect, it, vi } from "vitest";
import { createNewsletterService, MAX_SIGNUPS_PER_ADDRESS, SIGNUP_WINDOW_MS } from "./newsletter.service";
import { createNewsletterTokens } from "./newsletter-tokens";
import type { QueuedMail } from "./subscription-state";

const NOW = Date.UTC(2026, 10, 23, 12);
const tokens = createNewsletterTokens(() => "a-test-secret");

/** A window count in memory, as the repository keeps it per address. */
function budgetInMemory() {
  const counts = new Map<string, number>();
  return {
    count: vi.fn(async (address: string, max: number) => {
      const attempts = (counts.get(address) ?? 0) + 1;
      counts.set(address, Math.min(attempts, max));
      return { attempts, windowStart: NOW };
    }),
  };
}

function service() {
  const subscribers = {
    requestConfirmation: vi.fn(async () => "confirmation-queued" as const),
    confirm: vi.fn(async () => "confirmed" as "confirmed" | "not-pending"),
    unsubscribe: vi.fn(async () => undefined),
    countByState: vi.fn(async () => ({ confirmed: 1, pending: 2, unsubscribed: 3 })),
  };
  const newsletter = createNewsletterService({
    subscribers,
    budget: budgetInMemory(),
    tokens,
    siteUrl: () => "https://shop.example",
  });
  return { newsletter, subscribers };
}

describe("the newsletter's sign-up", () => {
  it("asks the case-folded address to confirm, in a mail whose links and headers carry their own tokens", async () => {
    const { newsletter, subscribers } = service();
    await newsletter.subscribe("Ada@Example.com", "192.0.2.1", NOW);
    const [email, now, gap, queued] = subscribers.requestConfirmation.mock.calls[0] as unknown as [
      string,
      number,
      number,
      QueuedMail,
    ];
    expect([email, now, gap]).toEqual(["ada@example.com", NOW, 10 * 60 * 1000]);
    expect(queued.id).toMatch(new RegExp(`^newsletter-[0-9a-f]{64}-confirm-${Math.floor(NOW / 600_000)}$`));
    expect(queued.mail.to).toBe("ada@example.com");
    const confirm = tokens.sign("confirm", "ada@example.com");
    const unsubscribe = tokens.sign("unsubscribe", "ada@example.com");
    expect(queued.mail.headers).toEqual({
      "List-Unsubscribe": `<https://shop.example/api/newsletter/unsubscribe?email=ada%40example.com&token=${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(queued.mail.message.text).toContain(
      `https://shop.example/newsletter/confirm?email=ada%40example.com&token=${confirm}`,
    );
    expect(queued.mail.message.html).toContain(`/newsletter/confirm?email=ada%40example.com&amp;token=${confirm}`);
    expect(queued.mail.message.html).toContain(
      `/newsletter/unsubscribe?email=ada%40example.com&amp;token=${unsubscribe}`,
    );
  });

  it("refuses a client past its sign-ups for the window with 429 and Retry-After, and asks nothing", async () => {
    const { newsletter, subscribers } = service();
    for (let i = 0; i < MAX_SIGNUPS_PER_ADDRESS; i++) await newsletter.subscribe(`r${i}@example.com`, "192.0.2.1", NOW);
    const refused = newsletter.subscribe("one-more@example.com", "192.0.2.1", NOW + 60_000);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      code: "too-many-signups",
      headers: { "Retry-After": String((SIGNUP_WINDOW_MS - 60_000) / 1000) },
    });
    expect(subscribers.requestConfirmation).toHaveBeenCalledTimes(MAX_SIGNUPS_PER_ADDRESS);
    await newsletter.subscribe("other@example.com", "198.51.100.2", NOW);
    expect(subscribers.requestConfirmation).toHaveBeenCalledTimes(MAX_SIGNUPS_PER_ADDRESS + 1);
  });
});

describe("the newsletter's links", () => {
  const email = "ada@example.com";

  it("confirm with the confirmation token and welcome under one id per address", async () => {
    const { newsletter, subscribers } = service();
    await newsletter.confirm({ email: "ADA@example.com", token: tokens.sign("confirm", email) }, NOW);
    const [confirmed, , welcome] = subscribers.confirm.mock.calls[0] as unknown as [string, number, QueuedMail];
    expect(confirmed).toBe(email);
    expect(welcome.id).toMatch(/^newsletter-[0-9a-f]{64}-welcome$/);
    expect(welcome.mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("refuse a forged token, or one made for the other purpose, with 403 before anything is read", async () => {
    const { newsletter, subscribers } = service();
    const forged = "A".repeat(43);
    await expect(newsletter.confirm({ email, token: forged })).rejects.toMatchObject({
      status: 403,
      code: "invalid-token",
    });
    await expect(newsletter.unsubscribe({ email, token: tokens.sign("confirm", email) })).rejects.toMatchObject({
      status: 403,
    });
    await expect(newsletter.confirm({ email, token: tokens.sign("unsubscribe", email) })).rejects.toMatchObject({
      status: 403,
    });
    expect(subscribers.confirm).not.toHaveBeenCalled();
    expect(subscribers.unsubscribe).not.toHaveBeenCalled();
  });

  it("answer 409 to a confirmation of an address that is not waiting", async () => {
    const { newsletter, subscribers } = service();
    subscribers.confirm.mockResolvedValueOnce("not-pending");
    await expect(newsletter.confirm({ email, token: tokens.sign("confirm", email) })).rejects.toMatchObject({
      status: 409,
      code: "not-pending",
    });
  });
});
