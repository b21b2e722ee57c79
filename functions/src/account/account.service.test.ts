import { describe, expect, it, vi } from "vitest";
import { createAccountService, type AccountServiceDeps } from "./account.service";

// The service's own rules, with stand-ins recording the steps; the API tests prove the deletion end to end.
const NOW_MS = Date.UTC(2026, 10, 23, 12);
const signedInAt = NOW_MS / 1000 - 60;
const shopper = { uid: "u1", email: "ada@example.com", emailVerified: true, signedInAt };

function serviceRecording({ exists = true, sessionsValidSince = 0 } = {}) {
  const steps: string[] = [];
  const step = (name: string) => vi.fn(async () => void steps.push(name));
  const deps = {
    signIns: {
      findAccount: vi.fn(async () =>
        exists ? { createdAt: "2026-01-01T00:00:00.000Z", sessionsValidSince } : undefined,
      ),
      deleteAccount: step("sign-in account"),
    },
    listOwnOrders: vi.fn(async () => []),
    reviews: { listAuthored: vi.fn(async () => []), deleteAuthored: step("reviews") },
    listAllWishes: vi.fn(async () => [{ bookId: "b1", addedAt: new Date(NOW_MS) }]),
    listAddresses: vi.fn(async () => ({ addresses: [] })),
    deleteShopperDocuments: step("wishlist and addresses"),
    newsletter: { isSubscribed: vi.fn(async () => true), removeSubscriber: step("newsletter") },
    detachOrders: vi.fn(async () => steps.push("orders detached")),
    forgetMail: step("mail"),
  } satisfies AccountServiceDeps;
  return { service: createAccountService(deps), deps, steps };
}

describe("deleting an account", () => {
  it("deletes reviews while the orders still tell which books, and the sign-in account last", async () => {
    const { service, steps } = serviceRecording();
    await service.deleteAccount(shopper, NOW_MS);
    expect(steps).toEqual([
      "reviews",
      "wishlist and addresses",
      "newsletter",
      "orders detached",
      "mail",
      "sign-in account",
    ]);
  });

  it("asks for a sign-in within the last five minutes, and deletes nothing before", async () => {
    const { service, steps } = serviceRecording();
    const stale = { ...shopper, signedInAt: NOW_MS / 1000 - 5 * 60 - 1 };
    await expect(service.deleteAccount(stale, NOW_MS)).rejects.toMatchObject({ status: 401, code: "reauth-required" });
    await service.deleteAccount({ ...shopper, signedInAt: NOW_MS / 1000 - 5 * 60 }, NOW_MS);
    expect(steps).toHaveLength(6);
  });

  it("refuses a session ended since it signed in (a password changed elsewhere)", async () => {
    const { service, steps } = serviceRecording({ sessionsValidSince: signedInAt * 1000 + 1000 });
    await expect(service.deleteAccount(shopper, NOW_MS)).rejects.toMatchObject({
      status: 401,
      code: "reauth-required",
    });
    expect(steps).toEqual([]);
  });

  it("leaves an unproven address's newsletter subscription alone", async () => {
    const { service, deps } = serviceRecording();
    await service.deleteAccount({ ...shopper, emailVerified: false }, NOW_MS);
    expect(deps.newsletter.removeSubscriber).not.toHaveBeenCalled();
    expect(deps.signIns.deleteAccount).toHaveBeenCalledWith("u1");
  });

  it("answers 404 for an account already deleted, touching nothing", async () => {
    const { service, steps } = serviceRecording({ exists: false });
    await expect(service.deleteAccount(shopper, NOW_MS)).rejects.toMatchObject({ status: 404 });
    expect(steps).toEqual([]);
  });
});

describe("exporting an account", () => {
  it("tells the newsletter subscription only to a verified address", async () => {
    const { service, deps } = serviceRecording();
    const proven = await service.exportData(shopper, new Date(NOW_MS));
    expect(proven.newsletter).toEqual({ subscribed: true });
    expect(proven.wishlist).toEqual([{ bookId: "b1", wishedAt: new Date(NOW_MS).toISOString() }]);
    const unproven = await service.exportData({ ...shopper, emailVerified: false }, new Date(NOW_MS));
    expect(unproven.newsletter).toEqual({ subscribed: false });
    expect(unproven.profile).toMatchObject({ emailVerified: false, createdAt: "2026-01-01T00:00:00.000Z" });
    expect(deps.newsletter.isSubscribed).toHaveBeenCalledTimes(1);
  });
});
