import type { Order } from "@bookstore/schema";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { confirmDialog, showDialog } from "@/components/dialogs";
import type { ReactNode } from "react";
import { OrdersList } from "@/features/orders/components/orders-list";
import { UserDashboard } from "@/features/orders/components/user-dashboard";

vi.mock("@/lib/auth/id-token", () => ({ getIdToken: async () => "id-token-123" }));
vi.mock("@/components/dialogs", () => ({ confirmDialog: vi.fn(), showDialog: vi.fn(async () => ({})) }));

const order: Order = {
  _id: "order-1",
  number: "BK-7Q4M-2XKD",
  createdAt: "2026-02-03T12:00:00.000Z",
  name: "Ada",
  email: "ada@example.com",
  phone: "0123",
  totalPrice: 15.5,
  address: { city: "London", state: "LDN", country: "UK", zipcode: "N1" },
  productIds: ["b1", "b2"],
  status: "placed",
  items: [
    { bookId: "b1", title: "Book One", unitPrice: 7.75 },
    { bookId: "b2", title: "Book Two", unitPrice: 7.75 },
  ],
  timeline: [{ status: "placed", at: "2026-02-03T12:00:00.000Z", by: "customer" }],
  charges: {
    subtotal: 15.5,
    discount: null,
    delivery: { method: "", name: "", price: 0 },
    tax: null,
    total: 15.5,
  },
  invoice: null,
  creditNote: null,
  returnState: "none",
  returnedBookIds: [],
  refunds: [],
};

const respond = (status: number, body: unknown) =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(body), { status }));

let client: QueryClient;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

afterEach(() => vi.restoreAllMocks());

/** Clicks a sales document's button and answers with a PDF: the request it sent, as the browser saved the file. */
async function download(fetchSpy: ReturnType<typeof respond>, name: string) {
  const saved = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:pdf");
  fetchSpy.mockResolvedValue(new Response(new Blob(["%PDF-1.7"]), { status: 200 }));
  await userEvent.click(screen.getByRole("button", { name }));
  await waitFor(() => expect(saved).toHaveBeenCalled());
  const [url, init] = fetchSpy.mock.calls.at(-1)!;
  return { url, authorization: (init?.headers as Record<string, string>).Authorization };
}

describe("OrdersList", () => {
  it("asks for the shopper's own orders with the ID token and lists them", async () => {
    const fetchSpy = respond(200, [order]);
    render(<OrdersList uid="u1" />, { wrapper });
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByText("Order ID: order-1")).toBeInTheDocument();
    expect(screen.getByText("Total Price:").nextElementSibling).toHaveTextContent("$15.50");
    expect(screen.getByText("London, LDN, UK, N1")).toBeInTheDocument();
    // An order placed before delivery and tax were charged reads as it was: no tax line, delivery 0.
    expect(screen.getByLabelText("Charges")).toHaveTextContent("Subtotal$15.50Delivery$0.00Total$15.50");
    expect(screen.queryByRole("button", { name: /Invoice/ })).not.toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("/api/orders/mine");
    expect((init?.headers as Record<string, string>).Authorization).toBe("Bearer id-token-123");
  });

  it("shows the order's charges line by line, and downloads its invoice with the ID token", async () => {
    const charged = {
      ...order,
      totalPrice: 18.45,
      charges: {
        subtotal: 15.5,
        discount: { code: "SPRING", amount: 1.55 },
        delivery: { method: "standard", name: "Standard", price: 4.5 },
        tax: { rate: 0.2, amount: 3.08, included: false },
        total: 18.45,
      },
      invoice: { number: "INV-2026-000042", issuedAt: "2026-02-04T12:00:00.000Z" },
    };
    const fetchSpy = respond(200, [charged]);
    render(<OrdersList uid="u1" />, { wrapper });
    const charges = await screen.findByLabelText("Charges");
    expect(charges).toHaveTextContent(
      "Subtotal$15.50Discount (SPRING)−$1.55Delivery (Standard)$4.50Tax (20%)$3.08Total$18.45",
    );
    expect(await download(fetchSpy, "Invoice INV-2026-000042 (PDF)")).toEqual({
      url: "/api/orders/order-1/invoice",
      authorization: "Bearer id-token-123",
    });
  });

  it("offers the credit note of a shipped order refused at the door beside its invoice", async () => {
    const refused = {
      ...order,
      status: "cancelled" as const,
      invoice: { number: "INV-2026-000042", issuedAt: "2026-02-04T12:00:00.000Z" },
      creditNote: { number: "CN-2026-000007", issuedAt: "2026-02-05T12:00:00.000Z" },
    };
    const fetchSpy = respond(200, [refused]);
    render(<OrdersList uid="u1" />, { wrapper });
    expect(await screen.findByRole("button", { name: "Invoice INV-2026-000042 (PDF)" })).toBeInTheDocument();
    expect(await download(fetchSpy, "Credit note CN-2026-000007 (PDF)")).toEqual({
      url: "/api/orders/order-1/credit-note",
      authorization: "Bearer id-token-123",
    });
  });

  it("shows the street address first when the order has one", async () => {
    respond(200, [{ ...order, address: { ...order.address, street: "1 Main St" } }]);
    render(<OrdersList uid="u1" />, { wrapper });
    expect(await screen.findByText("1 Main St, London, LDN, UK, N1")).toBeInTheDocument();
  });

  it("shows the spec's empty and error texts", async () => {
    respond(200, []);
    const { unmount } = render(<OrdersList uid="u1" />, { wrapper });
    expect(await screen.findByText("No orders found!")).toBeInTheDocument();
    unmount();
    client.clear();
    respond(403, { error: { code: "forbidden", message: "Not yours" } });
    render(<OrdersList uid="u1" />, { wrapper });
    expect(await screen.findByRole("alert")).toHaveTextContent("Error geting orders data");
  });
});

describe("an order's progress", () => {
  it("shows the status, the books as bought and the timeline", async () => {
    respond(200, [
      {
        ...order,
        status: "shipped",
        timeline: [...order.timeline, { status: "shipped", at: "2026-02-04T08:00:00.000Z", by: "admin" }],
      },
    ]);
    render(<OrdersList uid="u1" />, { wrapper });
    expect((await screen.findByText("Status:")).parentElement).toHaveTextContent(/^Status: Shipped$/);
    const books = screen.getByRole("list", { name: "Books in this order" });
    expect(within(books).getByText("Book One")).toBeInTheDocument();
    expect(within(books).getAllByText("$7.75")).toHaveLength(2);
    expect(screen.getByText(/by the customer/)).toBeInTheDocument();
    expect(screen.getByText(/by admin/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  });

  it("cancels a placed order only after the shopper confirms, and shows it cancelled", async () => {
    const fetchSpy = respond(200, [order]);
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    render(<OrdersList uid="u1" />, { wrapper });
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }));
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ text: expect.stringContaining("Book One, Book Two") }),
    );
    expect(fetchSpy).toHaveBeenCalledTimes(1);

    const cancelled = {
      ...order,
      status: "cancelled",
      timeline: [...order.timeline, { status: "cancelled", at: "2026-02-04T08:00:00.000Z", by: "customer" }],
    };
    fetchSpy.mockResolvedValue(new Response(JSON.stringify(cancelled), { status: 200 }));
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    await userEvent.click(screen.getByRole("button", { name: "Cancel order" }));
    await waitFor(() => expect(screen.getByText("Status:").parentElement).toHaveTextContent(/^Status: Cancelled$/));
    const [url, init] = fetchSpy.mock.calls[1]!;
    expect(url).toBe("/api/orders/order-1/cancel");
    expect(init?.method).toBe("POST");
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
    expect(showDialog).toHaveBeenCalledWith({ title: "Order cancelled", text: "Order order-1 is cancelled." });
  });
});

describe("UserDashboard", () => {
  it("greets the shopper and lists each order's id, local date, total and books", async () => {
    respond(200, [order]);
    render(<UserDashboard email="ada@example.com" name={null} />, { wrapper });
    expect(screen.getByText("Welcome, User! Here are your recent orders:")).toBeInTheDocument();
    expect(await screen.findByText("Order ID: order-1")).toBeInTheDocument();
    expect(screen.getByText(`Date: ${new Date(order.createdAt).toLocaleDateString()}`)).toBeInTheDocument();
    expect(screen.getByText("Total: $15.50")).toBeInTheDocument();
    expect(screen.getByText("b2")).toBeInTheDocument();
  });

  it("shows its own empty and error texts", async () => {
    respond(200, []);
    const { unmount } = render(<UserDashboard email="ada@example.com" name="Ada" />, { wrapper });
    expect(screen.getByText("Welcome, Ada! Here are your recent orders:")).toBeInTheDocument();
    expect(await screen.findByText("You have no recent orders.")).toBeInTheDocument();
    unmount();
    client.clear();
    respond(500, { error: { code: "internal", message: "boom" } });
    render(<UserDashboard email="ada@example.com" name="Ada" />, { wrapper });
    expect(await screen.findByRole("alert")).toHaveTextContent("Error getting orders data");
  });
});
