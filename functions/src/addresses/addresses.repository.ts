import { countryCodeOf } from "@bookstore/schema";
import type { Order } from "@bookstore/schema";
import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { userRef } from "../lib/users.repository";

export type Address = Order["address"];

/** Whom an address ships to, as an order names them; absent in an address saved without them. */
export type Recipient = Partial<Pick<Order, "name" | "phone">>;

/**
 * `users/<uid>/addresses/<id>`: an address as an order holds it, whom it ships to, when it was saved, and when an
 * order last used it.
 */
export interface AddressDocument extends Address, Recipient {
  savedAt: Timestamp;
  lastUsedAt?: Timestamp;
}

export interface StoredAddress {
  id: string;
  address: Address;
  recipient: Recipient;
  savedAt: Date;
  lastUsedAt?: Date;
}

export type SaveAddressResult = { kind: "created" | "replaced"; stored: StoredAddress } | { kind: "full" };

const ADDRESS_FIELDS = ["street", "city", "country", "state", "zipcode"] as const;

/** The address alone, without the fields a missing street leaves undefined. */
const addressOf = (source: Partial<Address>): Address =>
  Object.fromEntries(
    ADDRESS_FIELDS.flatMap((field) => (source[field] === undefined ? [] : [[field, source[field]]])),
  ) as Address;

const recipientOf = (source: Recipient): Recipient => ({
  ...(source.name === undefined ? {} : { name: source.name }),
  ...(source.phone === undefined ? {} : { phone: source.phone }),
});

/** A country is the same whether written as its code or its English name (orders keep the code). */
const countryOf = (text: string) => countryCodeOf(text) ?? text;
export const sameAddress = (a: Address, b: Address) =>
  ADDRESS_FIELDS.every((field) =>
    field === "country" ? countryOf(a.country) === countryOf(b.country) : a[field] === b[field],
  );

function toStored(snapshot: DocumentSnapshot): StoredAddress {
  const data = snapshot.data() as AddressDocument;
  return {
    id: snapshot.id,
    address: addressOf(data),
    recipient: recipientOf(data),
    savedAt: data.savedAt.toDate(),
    ...(data.lastUsedAt ? { lastUsedAt: data.lastUsedAt.toDate() } : {}),
  };
}

export function createAddressesRepository(firestore: Firestore) {
  const addresses = (uid: string) => userRef(firestore, uid).collection("addresses");

  return {
    async listAddresses(uid: string): Promise<StoredAddress[]> {
      const snapshot = await addresses(uid).get();
      return snapshot.docs.map(toStored);
    },

    /**
     * Saves an address under `id`: replaces the one there (keeping when it was saved and last used), or adds it
     * while the shopper keeps fewer than `max`. One transaction reads them all (at most `max`), so two saves at once
     * cannot pass the limit.
     */
    async saveAddress(uid: string, id: string, address: Address & Recipient, max: number): Promise<SaveAddressResult> {
      const ref = addresses(uid).doc(id);
      return firestore.runTransaction(async (tx) => {
        const all = await tx.get(addresses(uid));
        const existing = all.docs.find((doc) => doc.id === id);
        if (!existing && all.size >= max) return { kind: "full" };
        const previous = existing?.data() as AddressDocument | undefined;
        const document: AddressDocument = {
          ...addressOf(address),
          ...recipientOf(address),
          savedAt: previous?.savedAt ?? Timestamp.now(),
          ...(previous?.lastUsedAt ? { lastUsedAt: previous.lastUsedAt } : {}),
        };
        tx.set(ref, document);
        const stored = {
          id,
          address: addressOf(address),
          recipient: recipientOf(address),
          savedAt: document.savedAt.toDate(),
          ...(document.lastUsedAt ? { lastUsedAt: document.lastUsedAt.toDate() } : {}),
        };
        return { kind: existing ? "replaced" : "created", stored };
      });
    },

    async deleteAddress(uid: string, id: string): Promise<void> {
      await addresses(uid).doc(id).delete();
    },

    /**
     * Marks a saved address used now, if it is still saved and is exactly `shippedTo`: an order that was filled from
     * it and then changed does not count as a use of it. Answers whether it was marked.
     */
    async markAddressUsed(uid: string, id: string, shippedTo: Address): Promise<boolean> {
      const ref = addresses(uid).doc(id);
      return firestore.runTransaction(async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists || !sameAddress(toStored(snapshot).address, addressOf(shippedTo))) return false;
        tx.update(ref, { lastUsedAt: Timestamp.now() });
        return true;
      });
    },
  };
}
export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
