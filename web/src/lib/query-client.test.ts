// @vitest-environment node
import { createQueryClient, GC_TIME_MS } from "@/lib/query-client";

describe("createQueryClient", () => {
  it("keeps unused fetched data for 60 seconds (product §9)", () => {
    expect(GC_TIME_MS).toBe(60_000);
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(60_000);
  });

  it("drops a query nobody uses once the 60 seconds have passed, not before", async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      await client.prefetchQuery({ queryKey: ["books"], queryFn: async () => ["a book"] });
      expect(client.getQueryData(["books"])).toEqual(["a book"]);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(client.getQueryData(["books"])).toEqual(["a book"]);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(client.getQueryData(["books"])).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
