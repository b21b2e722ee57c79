import { describe, expect, it, vi } from "vitest";
import type { SaveAddressResult, StoredAddress } from "./addresses.repository";
import { createAddressesService } from "./addresses.service";

const shopper = { uid: "u1", email: "ada@example.com", emailVerified: true, signedInAt: 0 };
const address = { city: "Porto", country: "Portugal", state: "Porto", zipcode: "4000" };
const stored = (id: string, savedAt: number, lastUsedAt?: number): StoredAddress => ({
  id,
  address,
  recipient: {},
  savedAt: new Date(savedAt),
  ...(lastUsedAt ? { lastUsedAt: new Date(lastUsedAt) } : {}),
});

function serviceWith(list: StoredAddress[], saved: SaveAddressResult = { kind: "full" }) {
  const repository = {
    listAddresses: vi.fn(async () => list),
    saveAddress: vi.fn(async () => saved),
    deleteAddress: vi.fn(async () => {}),
  };
  return createAddressesService(repository, 10);
}

describe("saved addresses", () => {
  it("lists the last used first; one never used counts from when it was saved", async () => {
    const service = serviceWith([stored("old", 1, 2), stored("fresh", 5), stored("used", 1, 9)]);
    const { addresses } = await service.list(shopper);
    expect(addresses.map((a) => a.id)).toEqual(["used", "fresh", "old"]);
    expect(addresses[0]).toEqual({ id: "used", ...address, lastUsedAt: new Date(9).toISOString() });
    expect(addresses[1]!.lastUsedAt).toBeNull();
  });

  it("answers created or replaced, and 409 address-limit past the limit", async () => {
    const created = serviceWith([], { kind: "created", stored: stored("a", 1) });
    expect(await created.save(shopper, "a", address)).toMatchObject({ created: true, address: { id: "a" } });
    await expect(serviceWith([]).save(shopper, "b", address)).rejects.toMatchObject({
      status: 409,
      code: "address-limit",
    });
  });
});
