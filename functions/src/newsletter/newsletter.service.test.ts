import { describe, expect, it, vi } from "vitest";
import { createNewsletterService } from "./newsletter.service";

describe("the newsletter", () => {
  it("stores an address once, whatever its case, and says whether it was new", async () => {
    const known = new Set<string>();
    const addSubscriber = vi.fn(async (email: string) => !known.has(email) && Boolean(known.add(email)));
    const newsletter = createNewsletterService(addSubscriber);
    expect(await newsletter.subscribe("Ada@Example.com")).toEqual({ subscribed: true, alreadySubscribed: false });
    expect(await newsletter.subscribe("ada@example.com")).toEqual({ subscribed: true, alreadySubscribed: true });
    expect(addSubscriber.mock.calls).toEqual([["ada@example.com"], ["ada@example.com"]]);
  });
});
