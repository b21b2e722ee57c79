// @vitest-environment node
import { QueryObserver } from "@tanstack/react-query";
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

describe("invalidating a query", () => {
  /** A query whose fetches answer only when told to, each with the server's value at the moment it was asked. */
  function deferredQuery(client: ReturnType<typeof createQueryClient>) {
    let server = "before the change";
    const answers: Array<() => void> = [];
    const observer = new QueryObserver(client, {
      queryKey: ["staff"],
      queryFn: () => {
        const read = server;
        return new Promise<string>((resolve) => answers.push(() => resolve(read)));
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    return {
      change: () => (server = "after the change"),
      answerAll: () => answers.splice(0).forEach((answer) => answer()),
      fetches: () => answers.length,
      unsubscribe,
    };
  }

  it("during the first load, fetches again: the load under way read the server before the change", async () => {
    const client = createQueryClient();
    const query = deferredQuery(client);
    try {
      await vi.waitFor(() => expect(query.fetches()).toBe(1));
      query.change();
      const invalidated = client.invalidateQueries({ queryKey: ["staff"] });
      await vi.waitFor(() => expect(query.fetches()).toBe(2));
      query.answerAll();
      await invalidated;
      expect(client.getQueryData(["staff"])).toBe("after the change");
    } finally {
      query.unsubscribe();
    }
  });

  it("with refetchType none, lets the first load under way finish", async () => {
    const client = createQueryClient();
    const query = deferredQuery(client);
    try {
      await vi.waitFor(() => expect(query.fetches()).toBe(1));
      await client.invalidateQueries({ queryKey: ["staff"], refetchType: "none" });
      query.answerAll();
      await vi.waitFor(() => expect(client.getQueryData(["staff"])).toBe("before the change"));
    } finally {
      query.unsubscribe();
    }
  });
});
