import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OrderReturns } from "@/features/orders/components/order-returns";
import { makeOrder } from "@/testing/order";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

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
      at: "2026-03-10T10:00:00.000Z",
      creditNote: { number: "CN-2026-000004" },
    },
    { returnId: "r2", amount: 5, method: "cash", at: "2026-03-11T10:00:00.000Z", creditNote: null },
  ],
});

// The returns list is empty; the credit note is a PDF.
const fetchMock = stubFetch();
beforeEach(() => {
  fetchMock.mockImplementation(async (url) =>
    String(url).includes("credit-note") ? new Response(new Blob(["%PDF-1.7"])) : jsonResponse([]),
  );
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:credit-note");
});
afterEach(() => vi.restoreAllMocks());

const creditNoteCall = async () => {
  await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes("credit-note"))).toBe(true));
  return fetchMock.mock.calls.find(([url]) => String(url).includes("credit-note"))!;
};

describe("OrderReturns", () => {
  it("offers the credit note of each refund that has one, fetched with the shopper's ID token", async () => {
    renderWithProviders(<OrderReturns order={refunded} access={{ kind: "owner" }} />);
    expect(screen.getAllByRole("button", { name: /Credit note/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Credit note CN-2026-000004 (PDF)" }));
    const [url, init] = await creditNoteCall();
    expect(url).toBe("/api/orders/o1/returns/r1/credit-note");
    expect((init?.headers as Record<string, string>).Authorization).toBe("Bearer id-token-123");
  });

  it("fetches a guest's credit note with the order's number and email, as the lookup", async () => {
    const query = { id: refunded.number, email: "ada@example.com" };
    renderWithProviders(<OrderReturns order={refunded} access={{ kind: "lookup", query }} />);
    await userEvent.click(screen.getByRole("button", { name: "Credit note CN-2026-000004 (PDF)" }));
    const [url] = await creditNoteCall();
    expect(url).toBe("/api/orders/o1/returns/r1/credit-note?email=ada%40example.com");
  });
});
