import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import type { OrderDocument, StoredCharges } from "../orders";
import { creditNoteOf, deliveredAt, refundableCents, withinWindow } from "./refund";

const item = (bookId: string, unitPriceCents: number, discountCents?: number, taxCents?: number) => ({
  bookId,
  title: bookId,
  unitPriceCents,
  category: "fiction" as const,
  ...(discountCents === undefined ? {} : { discountCents, taxCents }),
});

const charges = (included: boolean): StoredCharges => ({
  subtotalCents: 3_000,
  discount: { code: "TEN", amountCents: 300 },
  delivery: { method: "standard", name: "Standard", priceCents: 450 },
  tax: { rate: 0.1, amountCents: 270, included },
  zoneId: "pt",
});

const order = (
  extra: Partial<OrderDocument> = {},
): Pick<OrderDocument, "charges" | "items" | "productIds" | "receivedBookIds"> => ({
  productIds: ["a", "b"],
  items: [item("a", 1_000, 100, 90), item("b", 2_000, 200, 180)],
  charges: charges(false),
  ...extra,
});

describe("refundableCents", () => {
  it("gives back the line's price less its discount share, plus its share of tax added on top", () => {
    expect(refundableCents(order(), ["a"])).toBe(1_000 - 100 + 90);
  });

  it("adds no tax share when the prices included the tax", () => {
    expect(refundableCents(order({ charges: charges(true) }), ["a"])).toBe(900);
  });

  it("gives the delivery back only with the last books of the order", () => {
    expect(refundableCents(order(), ["a", "b"])).toBe(990 + 1_980 + 450);
    expect(refundableCents(order({ receivedBookIds: ["a"] }), ["b"])).toBe(1_980 + 450);
  });

  it("refunds a legacy order's books at their prices", () => {
    const legacy = { productIds: ["a", "b"], items: [item("a", 1_000), item("b", 2_000)] };
    expect(refundableCents(legacy, ["b"])).toBe(2_000);
    expect(refundableCents(legacy, ["a", "b"])).toBe(3_000);
  });
});

describe("creditNoteOf", () => {
  it("credits each book less its discount share, the tax added on top, and adds up to the refund", () => {
    expect(creditNoteOf(order(), ["a"], 990)).toEqual({
      lines: [{ title: "a", amountCents: 900 }],
      deliveryCents: 0,
      taxCents: 90,
      adjustmentCents: 0,
    });
  });

  it("credits the delivery with the last books, and the tax inside the prices when they included it", () => {
    const note = creditNoteOf(order({ charges: charges(true), receivedBookIds: ["a"] }), ["b"], 1_800 + 450);
    expect(note).toEqual({
      lines: [{ title: "b", amountCents: 1_800 }],
      deliveryCents: 450,
      taxCents: 180,
      adjustmentCents: 0,
    });
  });

  it("takes the tax in proportion to a lowered refund, the rest kept back as the adjustment, to the cent", () => {
    // Half of the 990 paid: 45 of the 90 tax, and 450 of the 900 kept back.
    const note = creditNoteOf(order(), ["a"], 495);
    expect(note).toMatchObject({ taxCents: 45, adjustmentCents: 450 });
    expect(note.lines[0]!.amountCents + note.deliveryCents + note.taxCents - note.adjustmentCents).toBe(495);
    const odd = creditNoteOf(order(), ["a", "b"], 1_001);
    expect(odd.taxCents).toBe(Math.round((270 * 1_001) / (990 + 1_980 + 450)));
    expect(2_700 + odd.deliveryCents + odd.taxCents - odd.adjustmentCents).toBe(1_001);
  });
});

describe("the return window", () => {
  it("runs from the delivery, to the day", () => {
    const at = new Date("2026-03-01T10:00:00Z");
    const timeline = [
      { status: "placed" as const, at: Timestamp.fromDate(new Date("2026-02-20T10:00:00Z")), by: "customer" },
      { status: "delivered" as const, at: Timestamp.fromDate(at), by: "admin" },
    ];
    expect(deliveredAt({ timeline })).toEqual(at);
    expect(deliveredAt({ timeline: timeline.slice(0, 1) })).toBeUndefined();
    expect(withinWindow(at, 30, new Date("2026-03-31T10:00:00Z"))).toBe(true);
    expect(withinWindow(at, 30, new Date("2026-03-31T10:00:01Z"))).toBe(false);
  });
});
