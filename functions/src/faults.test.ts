import express from "express";
import request from "supertest";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDeps } from "./deps";
import {
  faultInjection,
  LATE_COMMIT_MS,
  PAUSE_BEFORE_WRITES_MS,
  readFaultHeader,
  withPauseAfterReads,
  withPlacementFaults,
} from "./faults";
import type { OrdersRepository, PlaceOrderCommand, PlaceOrderResult } from "./orders";

// The fault switch alone, with a stand-in repository: the emulator tests (tests/reliability/order-faults.test.ts,
// tests/outage/) prove the faults themselves against real Firestore.
const created: PlaceOrderResult = { kind: "created", order: { _id: "order-1" } as never };
const fakeRepository = (result: PlaceOrderResult = created) => {
  const placeOrder = vi.fn(async (_command: PlaceOrderCommand) => result);
  return { placeOrder, listOrdersByEmail: vi.fn(), orderTotalsBetween: vi.fn() } as unknown as OrdersRepository & {
    placeOrder: typeof placeOrder;
  };
};

/** An app that places one order through the decorated repository, as the orders service would. */
function appWith(repository: OrdersRepository) {
  const faulty = withPlacementFaults(repository);
  return express()
    .use(readFaultHeader)
    .post("/", async (_req, res) => {
      try {
        res.json(await faulty.placeOrder({} as PlaceOrderCommand));
      } catch (error) {
        res.status((error as { status?: number }).status ?? 500).json({ message: (error as Error).message });
      }
    });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe("the X-Bookstore-Fault header", () => {
  it("after-commit: the order commits, then the request fails; a refused order is left alone", async () => {
    const repository = fakeRepository();
    const res = await request(appWith(repository)).post("/").set("X-Bookstore-Fault", "after-commit");
    expect(res.status).toBe(500);
    expect(repository.placeOrder).toHaveBeenCalledTimes(1);

    const refused = fakeRepository({ kind: "unknown-books", ids: ["x"] });
    expect((await request(appWith(refused)).post("/").set("X-Bookstore-Fault", "after-commit")).status).toBe(200);
  });

  it("late-commit: answers 503 order-outcome-unknown at once, and places the order later", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const repository = fakeRepository();
    const res = await request(appWith(repository)).post("/").set("X-Bookstore-Fault", "late-commit");
    expect(res.status).toBe(503);
    expect(repository.placeOrder).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(LATE_COMMIT_MS);
    expect(repository.placeOrder).toHaveBeenCalledTimes(1);
  });

  it("pause-before-writes: the books are read, then the placement waits before it goes on", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const reserveCopies = vi.fn(async () => ({ kind: "unknown-books" as const, ids: [] }));
    const shelf = withPauseAfterReads({ reserveCopies, releaseCopies: vi.fn(), settleFigures: vi.fn() });
    let done = false;
    const req = { get: (name: string) => (name === "x-bookstore-fault" ? "pause-before-writes" : undefined) };
    readFaultHeader(req as never, {} as never, () => {
      void shelf.reserveCopies([]).then(() => (done = true));
    });
    await vi.advanceTimersByTimeAsync(PAUSE_BEFORE_WRITES_MS - 100);
    expect(reserveCopies).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toBe(true);
  });

  it("does nothing without the header, or with an unknown fault", async () => {
    for (const fault of [undefined, "explode"]) {
      const repository = fakeRepository();
      const call = request(appWith(repository)).post("/");
      expect((await (fault ? call.set("X-Bookstore-Fault", fault) : call)).status).toBe(200);
      expect(repository.placeOrder).toHaveBeenCalledTimes(1);
    }
  });

  it("is wired only when the emulator build's entry hands its decorators to the composition root", () => {
    expect(createDeps(faultInjection).beforeRoutes).toEqual([readFaultHeader]);
    expect(createDeps().beforeRoutes).toEqual([]);
  });
});
