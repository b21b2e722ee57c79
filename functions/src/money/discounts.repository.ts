import type { Discount, DiscountInput, DiscountPatch } from "@bookstore/schema";
import { discountInputSchema, fieldErrors } from "@bookstore/schema";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { changesBetween, recordActivity, type Actor } from "../lib/activity-log";
import { badRequest } from "../lib/http-error";
import { DISCOUNTS, toDiscount, type DiscountDocument } from "./money-documents";

export type DiscountWriteResult = { kind: "saved"; discount: Discount } | { kind: "not-found" } | { kind: "exists" };

const TERMS = ["kind", "value", "minSubtotal", "startsAt", "endsAt", "maxUses", "oncePerCustomer", "disabled"] as const;

/** The terms as stored: amounts in cents, instants as timestamps, absent terms as null. */
function termsOf(input: DiscountInput) {
  const terms = discountInputSchema.parse(input);
  const at = (iso: string | null | undefined) => (iso ? Timestamp.fromDate(new Date(iso)) : null);
  return {
    code: terms.code,
    kind: terms.kind,
    value: terms.kind === "amount" ? Math.round(terms.value * 100) : terms.kind === "percent" ? terms.value : 0,
    minSubtotalCents: terms.minSubtotal == null ? null : Math.round(terms.minSubtotal * 100),
    startsAt: at(terms.startsAt),
    endsAt: at(terms.endsAt),
    maxUses: terms.maxUses ?? null,
    oncePerCustomer: terms.oncePerCustomer ?? false,
    disabled: terms.disabled ?? false,
  };
}

/** Discount codes, one document per code (upper-cased), with the count of orders carrying it. */
export function createDiscountsRepository(firestore: Firestore) {
  const discounts = () => firestore.collection(DISCOUNTS);

  async function listDiscounts(): Promise<Discount[]> {
    const snapshot = await discounts().orderBy("createdAt", "desc").get();
    return snapshot.docs.map((doc) => toDiscount(doc.data() as DiscountDocument));
  }

  async function createDiscount(actor: Actor | undefined, input: DiscountInput): Promise<DiscountWriteResult> {
    const terms = termsOf(input);
    const ref = discounts().doc(terms.code);
    return firestore.runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) return { kind: "exists" };
      const now = Timestamp.now();
      const discount: DiscountDocument = { ...terms, uses: 0, createdAt: now, updatedAt: now };
      tx.create(ref, discount);
      if (actor) {
        const shown = toDiscount(discount);
        recordActivity(tx, firestore, {
          actor,
          action: "discount.create",
          target: { type: "discount", id: terms.code, label: terms.code },
          changes: changesBetween({}, shown, TERMS),
        });
      }
      return { kind: "saved", discount: toDiscount(discount) };
    });
  }

  /** Changes some terms; the whole code must still make sense (an end after its start, a percentage ≤ 100). */
  async function patchDiscount(actor: Actor, code: string, patch: DiscountPatch): Promise<DiscountWriteResult> {
    const ref = discounts().doc(code);
    return firestore.runTransaction(async (tx) => {
      const snapshot = await tx.get(ref);
      if (!snapshot.exists) return { kind: "not-found" };
      const stored = snapshot.data() as DiscountDocument;
      const before = toDiscount(stored);
      const merged = { code, ...Object.fromEntries(TERMS.map((term) => [term, before[term]])), ...patch };
      const parsed = discountInputSchema.safeParse(merged);
      if (!parsed.success) throw badRequest("The code's terms are not valid", fieldErrors(parsed.error));
      const next: DiscountDocument = { ...stored, ...termsOf(parsed.data), updatedAt: Timestamp.now() };
      const changes = changesBetween(before, toDiscount(next), TERMS);
      if (Object.keys(changes).length === 0) return { kind: "saved", discount: before };
      // The count of uses is left as it is: orders keep changing it while the owner edits the terms.
      const { uses: _uses, createdAt: _createdAt, ...terms } = next;
      tx.update(ref, { ...terms });
      recordActivity(tx, firestore, {
        actor,
        action: "discount.change",
        target: { type: "discount", id: code, label: code },
        changes,
      });
      return { kind: "saved", discount: toDiscount(next) };
    });
  }

  return { listDiscounts, createDiscount, patchDiscount };
}
export type DiscountsRepository = ReturnType<typeof createDiscountsRepository>;
