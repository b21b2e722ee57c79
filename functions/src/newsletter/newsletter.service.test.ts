import { describe, expect, it, vi } from "vitest";
import { createNewsletterService, MAX_SIGNUPS_PER_ADDRESS, SIGNUP_WINDOW_MS } from "./newsletter.service";

const NOW = Date.UTC(2026, 10, 23, 12);

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

describe("the newsletter", () => {
  it("stores an address once, whatever its case, and says whether it was new", async () => {
    const known = new Set<string>();
    const addSubscriber = vi.fn(async (email: string) => !known.has(email) && Boolean(known.add(email)));
    const newsletter = createNewsletterService({ addSubscriber }, budgetInMemory());
    expect(await newsletter.subscribe("Ada@Example.com", "192.0.2.1", NOW)).toEqual({
      subscribed: true,
      alreadySubscribed: false,
    });
    expect(await newsletter.subscribe("ada@example.com", "192.0.2.1", NOW)).toEqual({
      subscribed: true,
      alreadySubscribed: true,
    });
    expect(addSubscriber.mock.calls).toEqual([["ada@example.com"], ["ada@example.com"]]);
  });

  it("refuses a client past its sign-ups for the window with 429 and Retry-After, and stores nothing", async () => {
    const addSubscriber = vi.fn(async () => true);
    const newsletter = createNewsletterService({ addSubscriber }, budgetInMemory());
    for (let i = 0; i < MAX_SIGNUPS_PER_ADDRESS; i++) await newsletter.subscribe(`r${i}@example.com`, "192.0.2.1", NOW);
    const refused = newsletter.subscribe("one-more@example.com", "192.0.2.1", NOW + 60_000);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      code: "too-many-signups",
      headers: { "Retry-After": String((SIGNUP_WINDOW_MS - 60_000) / 1000) },
    });
    expect(addSubscriber).toHaveBeenCalledTimes(MAX_SIGNUPS_PER_ADDRESS);
    await newsletter.subscribe("other@example.com", "198.51.100.2", NOW);
    expect(addSubscriber).toHaveBeenCalledTimes(MAX_SIGNUPS_PER_ADDRESS + 1);
  });
});
