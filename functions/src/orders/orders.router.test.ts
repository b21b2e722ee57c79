import express from "express";
import request from "supertest";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ordersRouter } from "./orders.router";
import { placeOrder } from "./orders.service";

// The fault switch alone: which options the router hands to the service for the fault header, in a demo- and in
// a real project. The shopper's identity and the service are stand-ins here; the emulator tests
// (tests/reliability/order-faults.test.ts) prove the faults themselves against real Firestore.
vi.mock("../auth/require-user", () => ({
  requireUser: (_req: unknown, res: express.Response, next: () => void) => {
    res.locals.shopper = { uid: "u1", email: "ada@example.com" };
    next();
  },
  currentShopper: (res: express.Response) => res.locals.shopper,
}));
vi.mock("./orders.service", () => ({
  placeOrder: vi.fn(async () => ({ order: { _id: "order-1" }, replayed: false })),
  listOrders: vi.fn(),
}));

const app = express().use(express.json()).use("/api/orders", ordersRouter);
const order = {
  name: "Ada",
  email: "ada@example.com",
  phone: "0123456789",
  address: { city: "London", country: "UK", state: "LDN", zipcode: "N1" },
  productIds: ["seed-book-01"],
};
const placeWithFault = (fault: string) => request(app).post("/api/orders/").set("X-Bookstore-Fault", fault).send(order);
const faultOptions = () => vi.mocked(placeOrder).mock.calls[0]![2];

beforeEach(() => vi.mocked(placeOrder).mockClear());
afterEach(() => vi.unstubAllEnvs());

describe("the X-Bookstore-Fault header", () => {
  it("injects its fault in a demo- project", async () => {
    vi.stubEnv("GCLOUD_PROJECT", "demo-bookstore");
    expect((await placeWithFault("after-commit")).status).toBe(201);
    expect(faultOptions()).toMatchObject({ failAfterCommit: true });

    vi.mocked(placeOrder).mockClear();
    await placeWithFault("pause-before-writes");
    expect(faultOptions()?.pauseBeforeWritesMs).toBeGreaterThan(0);

    vi.mocked(placeOrder).mockClear();
    await placeWithFault("late-commit");
    expect(faultOptions()?.commitLateMs).toBeGreaterThan(0);
  });

  it("is ignored in a real project", async () => {
    vi.stubEnv("GCLOUD_PROJECT", "my-real-shop");
    for (const fault of ["after-commit", "pause-before-writes", "late-commit"]) {
      vi.mocked(placeOrder).mockClear();
      expect((await placeWithFault(fault)).status).toBe(201);
      expect(faultOptions()).toMatchObject({ failAfterCommit: false, pauseBeforeWritesMs: undefined, commitLateMs: undefined });
    }
  });
});
