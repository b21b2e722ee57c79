import type { Order } from "@bookstore/schema";
import { countryName } from "@bookstore/schema/countries";
import { useState, type RefObject } from "react";
import type { AddressDraft } from "@/features/orders/hooks/use-checkout-money";

const ADDRESS_FIELDS = ["street", "city", "country", "state", "zipcode"] as const;

/**
 * The checkout's address as typed, for the quote: the inputs keep their own values (the form reads them on
 * submit), and this copy follows them on every change.
 */
export function useAddressDraft(form: RefObject<HTMLFormElement | null>) {
  const [draft, setDraft] = useState<AddressDraft>({});
  const input = (name: string) => {
    const element = form.current?.elements.namedItem(name);
    return element instanceof HTMLInputElement ? element : undefined;
  };
  const readAddress = () => {
    const read: AddressDraft = {};
    for (const name of ADDRESS_FIELDS) read[name] = input(name)?.value ?? "";
    setDraft((was) => (ADDRESS_FIELDS.every((name) => was[name] === read[name]) ? was : read));
  };
  /** Fills the fields from a saved address (with its name and phone when it has them). */
  const fillAddress = (address: Order["address"] & Partial<Pick<Order, "name" | "phone">>) => {
    for (const name of ADDRESS_FIELDS) {
      const field = input(name);
      // A saved address keeps the country's code (an older one its name): the field shows the name.
      if (field) field.value = name === "country" ? countryName(address.country) : (address[name] ?? "");
    }
    // An address saved without them leaves what the shopper typed.
    for (const name of ["name", "phone"] as const) {
      const field = input(name);
      if (field && address[name]) field.value = address[name];
    }
    readAddress();
  };
  return { draft, readAddress, fillAddress };
}
