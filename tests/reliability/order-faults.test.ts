import { randomUUID } from "node:crypto";
import type { Book } from "@bookstore/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectApiError } from "../support/api-errors";
import { api } from "@bookstore/testing/api";
import { createShopper } from "@bookstore/testing/accounts";
import { createStockedBooks } from "@bookstore/testing/catalog";
import { recordFigures } from "../support/figures";
import { getFirestore } from "@bookstore/testing/firestore-admin";
import { orderBody, postOrder } from "../support/orders";

const ROUNDS = 5;
const figures = { requests: 0, faultsInjected: 0, ordersLost: 0, ordersDoubled: 0 };
afterAll(() => recordFigures("order-faults", figures));

let books: Book[];
beforeAll(async () => {
  books = await createStockedBooks(ROUNDS, { label: "Faults" });
});

describe("a crash right after the order commits", () => {
  it(`answers a 5xx JSON error, and the retry with the same key gets the stored order (${ROUNDS} rounds)`, async () => {
    const shopper = await createShopper("fault");
    const placedIds: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const key = randomUUID();
      const body = orderBody(shopper, [books[round]!._id]);
      const crashed = await postOrder(shopper, body, { key, fault: "after-commit" });
      figures.requests += 1;
      figures.faultsInjected += 1;
      expectApiError(crashed, 500);
      expect(crashed.body.error.message).not.toMatch(/Injected fault/);

      const retry = await postOrder(shopper, body, { key });
      const again = await postOrder(shopper, body, { key });
      figures.requests += 2;
      expect(retry.status, retry.text).toBe(200);
      expect(again.body._id).toBe(retry.body._id);
      placedIds.push(retry.body._id);
    }

    const stored = await getFirestore().collection("orders").where("email", "==", shopper.email).get();
    figures.ordersLost += Math.max(0, ROUNDS - stored.size);
    figures.ordersDoubled += Math.max(0, stored.size - ROUNDS);
    expect(stored.docs.map((d) => d.id).sort()).toEqual([...placedIds].sort());
    const listed = await api(`/api/orders/email/${encodeURIComponent(shopper.email)}`, { token: shopper.idToken });
    expect(listed.body).toHaveLength(ROUNDS);
  });

  it("ignores the fault header for a request that is refused before anything is written", async () => {
    const shopper = await createShopper("fault");
    const res = await postOrder(shopper, orderBody(shopper, ["no-such-book"]), {
      key: randomUUID(),
      fault: "after-commit",
    });
    figures.requests += 1;
    expectApiError(res, 409);
    expect(res.body.error.code).toBe("unknown-books");
    const stored = await getFirestore().collection("orders").where("email", "==", shopper.email).get();
    expect(stored.size).toBe(0);
  });
});

describe("a commit that lands after its request was answered", () => {
  it("answers 503 order-outcome-unknown (the order may have gone through), and the retry with the same key finds it", async () => {
    const shopper = await createShopper("late");
    const key = randomUUID();
    const body = orderBody(shopper, [books[0]!._id]);
    const first = await postOrder(shopper, body, { key, fault: "late-commit" });
    figures.requests += 1;
    figures.faultsInjected += 1;
    expectApiError(first, 503);
    expect(first.body.error.code).toBe("order-outcome-unknown");
    expect(first.body.error.message).toMatch(/may have gone through/);
    expect(first.body.error.message).toMatch(/same Idempotency-Key/);
    expect(Number(first.headers.get("retry-after"))).toBeGreaterThan(0);

    // The late commit lands a few seconds after the answer: until then a retry may place it itself, never twice.
    const orders = getFirestore().collection("orders").where("email", "==", shopper.email);
    await expect.poll(async () => (await orders.get()).size, { timeout: 30_000, interval: 500 }).toBe(1);
    const retry = await postOrder(shopper, body, { key });
    figures.requests += 1;
    expect(retry.status, retry.text).toBe(200);
    const stored = await orders.get();
    figures.ordersDoubled += Math.max(0, stored.size - 1);
    expect(stored.docs.map((d) => d.id)).toEqual([retry.body._id]);
  });
});
