import { countryCodeOf, countryName, REST_OF_WORLD } from "@bookstore/schema";
import { createHash } from "node:crypto";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { badRequest, HttpError, tooMany } from "../lib/http-error";
import type { OrderCodeUse, OrderPricing, PricedLine, PricedOrder, PricingRequest } from "../lib/order-pricing";
import { countInWindow } from "../lib/window-count.repository";
import type { Writes } from "../lib/firestore";
import { computeCharges, type AppliedDiscount } from "./charges";
import { discountRefusal, refusalError } from "./discount-rules";
import {
  CODE_BUDGETS,
  DELIVERY_COUNTRIES,
  DELIVERY_ZONES,
  DISCOUNT_CLAIMS,
  DISCOUNTS,
  toChargeZone,
  type DiscountDocument,
  type ZoneDocument,
} from "./money-documents";
import type { CountryClaim } from "./delivery-zones.repository";
import type { ShopSettingsRepository } from "./shop-settings.repository";

// Someone with a code types it once or twice; a script guessing codes gets this many unknown ones per window from
// one client address, after which every code it sends is refused unread (like the order lookup's budget).
export const MAX_CODE_GUESSES = 20;
export const CODE_GUESS_WINDOW_MS = 15 * 60 * 1000;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A once-per-customer code's claims: one per account, one per order email (case-folded). */
export const claimIds = (code: string, customer: { uid?: string; email?: string }) => [
  ...(customer.uid ? [`${code}:${sha256(`uid:${customer.uid}`)}`] : []),
  ...(customer.email ? [`${code}:${sha256(`email:${customer.email.toLowerCase()}`)}`] : []),
];

/** An order priced from the shop as it stands: its settings, the address's zone, the code and its claims. */
export function createOrderPricingRepository(
  firestore: Firestore,
  settings: Pick<ShopSettingsRepository, "readSettings">,
): OrderPricing {
  const countryRef = (code: string) => firestore.collection(DELIVERY_COUNTRIES).doc(code);
  const discountRef = (code: string) => firestore.collection(DISCOUNTS).doc(code);
  const claimRef = (id: string) => firestore.collection(DISCOUNT_CLAIMS).doc(id);
  const budgetRef = (address: string) => firestore.collection(CODE_BUDGETS).doc(sha256(address));

  async function zoneFor(code: string) {
    const [own, rest] = await firestore.getAll(countryRef(code), countryRef(REST_OF_WORLD));
    const claim = (own!.exists ? own : rest)!.data() as CountryClaim | undefined;
    const zone = claim && (await firestore.collection(DELIVERY_ZONES).doc(claim.zoneId).get());
    if (!zone?.exists) {
      throw new HttpError(422, "no-delivery", `We don't deliver to ${countryName(code)} yet.`, {
        fields: { "address.country": [`We don't deliver to ${countryName(code)} yet.`] },
      });
    }
    return toChargeZone(zone.id, zone.data() as ZoneDocument);
  }

  /** Refuses a client past its budget of unknown codes, before the code is even read. */
  async function checkBudget(address: string, now: number) {
    const budget = (await budgetRef(address).get()).data() as { failures: number; windowStart: Timestamp } | undefined;
    const windowStart = budget?.windowStart.toMillis() ?? 0;
    if (budget && now - windowStart < CODE_GUESS_WINDOW_MS && budget.failures >= MAX_CODE_GUESSES) {
      const window = { start: windowStart, ms: CODE_GUESS_WINDOW_MS };
      throw tooMany(
        "too-many-codes",
        "Too many unknown discount codes from your network. Try again later.",
        window,
        now,
      );
    }
  }

  async function readCode(request: PricingRequest, subtotalCents: number) {
    const code = request.discountCode!;
    const now = Date.now();
    const address = request.clientAddress();
    await checkBudget(address, now);
    const customer = request.customer ?? {};
    const [snapshot, ...claims] = await firestore.getAll(discountRef(code), ...claimIds(code, customer).map(claimRef));
    const discount = snapshot!.data() as DiscountDocument | undefined;
    const refusal = discountRefusal(discount, subtotalCents, now);
    if (refusal?.reason === "discount-unknown")
      await countInWindow(budgetRef(address), MAX_CODE_GUESSES, CODE_GUESS_WINDOW_MS, now);
    if (refusal) throw refusalError(code, refusal);
    if (discount!.oncePerCustomer && claims.some((claim) => claim.exists))
      throw refusalError(code, { reason: "discount-already-used" });
    const applied: AppliedDiscount = { code, kind: discount!.kind, value: discount!.value };
    return { applied, snapshot: snapshot!, discount: discount!, customer };
  }

  async function price(request: PricingRequest, lines: readonly PricedLine[]): Promise<PricedOrder> {
    const countryCode = countryCodeOf(request.country);
    if (!countryCode) {
      throw badRequest("The address's country is not one we know", {
        "address.country": ["Pick a country from the list"],
      });
    }
    const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents, 0);
    const [shop, zone, code] = await Promise.all([
      settings.readSettings(),
      zoneFor(countryCode),
      request.discountCode ? readCode(request, subtotalCents) : undefined,
    ]);
    const result = computeCharges({
      lines,
      zone,
      methodId: request.deliveryMethod,
      discount: code?.applied,
      pricesIncludeTax: shop.pricesIncludeTax,
    });
    if (result.kind === "unknown-method") {
      throw badRequest("That delivery method is not offered for this address", {
        deliveryMethod: [`Pick one of: ${zone.methods.map((method) => method.id).join(", ")}`],
      });
    }
    return {
      countryCode,
      charges: result.charges,
      totalCents: result.totalCents,
      shares: result.shares,
      methods: result.methods,
      write(writes: Writes, orderId: string) {
        if (!code) return;
        // Conditioned on the count as read: of orders racing for a code's last use, one commits, the others
        // read again and are refused.
        writes.update(
          code.snapshot.ref,
          { uses: code.discount.uses + 1 },
          { lastUpdateTime: code.snapshot.updateTime! },
        );
        if (!code.discount.oncePerCustomer) return;
        const createdAt = Timestamp.now();
        for (const id of claimIds(code.applied.code, code.customer))
          writes.create(claimRef(id), { orderId, code: code.applied.code, createdAt });
      },
    };
  }

  /** A cancelled order gives its code's use back and frees its customer's claims. */
  function giveBack(writes: Writes, order: OrderCodeUse) {
    const code = order.charges?.discount?.code;
    if (!code) return;
    writes.set(discountRef(code), { uses: FieldValue.increment(-1) }, { merge: true });
    for (const id of claimIds(code, { uid: order.uid, email: order.email })) writes.delete(claimRef(id));
  }

  return { price, giveBack };
}
