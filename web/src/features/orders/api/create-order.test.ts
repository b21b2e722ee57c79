import { QueryClient } from "@tanstack/react-query";
import { isOrderRetryable, orderRetry, orderRetryDelayMs } from "@/features/orders/api/create-order";
import { ApiError } from "@/lib/api-client";

describe("retrying an order whose fate is unknown", () => {
  it("retries a lost answer and a 503, never a refusal", () => {
    expect(isOrderRetryable(new ApiError(0, "network-error", "x"))).toBe(true);
    expect(isOrderRetryable(new ApiError(503, "order-outcome-unknown", "x"))).toBe(true);
    for (const status of [400, 401, 403, 409, 422, 500])
      expect(isOrderRetryable(new ApiError(status, "x", "x"))).toBe(false);
  });

  it("waits 1 s, 2 s, 4 s, or longer when the server asks, at most 10 s", () => {
    const unknown = new ApiError(503, "order-outcome-unknown", "x");
    expect([0, 1, 2].map((attempt) => orderRetryDelayMs(attempt, unknown))).toEqual([1000, 2000, 4000]);
    expect(orderRetryDelayMs(0, new ApiError(503, "x", "x", undefined, 5))).toBe(5000);
    expect(orderRetryDelayMs(0, new ApiError(503, "x", "x", undefined, 60))).toBe(10_000);
  });

  it("sends the same body and key again, and stops after the last retry", async () => {
    vi.useFakeTimers();
    try {
      // React Query's own retry loop, with the options the hook uses.
      const client = new QueryClient();
      const calls: unknown[] = [];
      const mutation = client.getMutationCache().build(client, {
        mutationFn: async (variables: { key: string }) => {
          calls.push(variables);
          throw new ApiError(503, "order-outcome-unknown", "maybe");
        },
        ...orderRetry,
      });
      const done = mutation.execute({ key: "k-1" }).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
      expect(await done).toBeInstanceOf(ApiError);
      expect(calls).toEqual([{ key: "k-1" }, { key: "k-1" }, { key: "k-1" }, { key: "k-1" }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
