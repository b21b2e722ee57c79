import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { OrderReturns } from "@/features/orders/components/order-returns";
import { makeOrder } from "@/testing/order";

vi.mock("@/lib/auth/id-token", () => ({ getIdToken: async () => "id-token-123" }));

const refunded = makeOrder("o1", {
  status: "delivered",
  returnState: "partly-returned",
  returnedBookIds: ["b1"],
  refunds: [
    {
      returnId: "r1",
      amount: 19.99,
      method: "cash",
      note: "",
      at: "2026-03-10T10:00:00.000Z",
      creditNote: { number: "CN-2026-000004" },
    },
    { returnId: "r2", amount: 5, method: "cash", note: "", at: "2026-03-11T10:00:00.000Z", creditNote: null },
  ],
});

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
afterEach(() => vi.restoreAllMocks());

/** Answers the returns list with none, and any other request with a PDF. */
function answer() {
  return vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async (url) =>
      String(url).includes("credit-note")
        ? new Response(new Blob(["%PDF-1.7"]), { status: 200 })
        : new Response("[]", { status: 200 }),
    );
}

describe("OrderReturns", () => {
  it("offers the credit note of each refund that has one, fetched with the shopper's ID token", async () => {
    const fetchSpy = answer();
    const saved = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:credit-note");
    render(<OrderReturns order={refunded} access={{ kind: "owner" }} />, { wrapper });
    expect(screen.getAllByRole("button", { name: /Credit note/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Credit note CN-2026-000004 (PDF)" }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls.find(([called]) => String(called).includes("credit-note"))!;
    expect(url).toBe("/api/orders/o1/returns/r1/credit-note");
    expect((init?.headers as Record<string, string>).Authorization).toBe("Bearer id-token-123");
  });

  it("fetches a guest's credit note with the order's number and email, as the lookup", async () => {
    const fetchSpy = answer();
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:credit-note");
    const query = { id: refunded.number, email: "ada@example.com" };
    render(<OrderReturns order={refunded} access={{ kind: "lookup", query }} />, { wrapper });
    await userEvent.click(screen.getByRole("button", { name: "Credit note CN-2026-000004 (PDF)" }));
    await waitFor(() => expect(fetchSpy.mock.calls.some(([url]) => String(url).includes("credit-note"))).toBe(true));
    const [url] = fetchSpy.mock.calls.find(([called]) => String(called).includes("credit-note"))!;
    expect(url).toBe("/api/orders/o1/returns/r1/credit-note?email=ada%40example.com");
  });
});
