import type { OrderLookup } from "@bookstore/schema";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { OrderLookupPage } from "@/features/orders/components/order-lookup";

const found: OrderLookup = {
  _id: "order-1",
  number: "BK-7Q4M-2XKD",
  createdAt: "2026-02-03T12:00:00.000Z",
  status: "shipped",
  totalPrice: 7.75,
  items: [{ bookId: "b1", title: "Book One", unitPrice: 7.75 }],
  timeline: [
    { status: "placed", at: "2026-02-03T12:00:00.000Z" },
    { status: "shipped", at: "2026-02-04T12:00:00.000Z" },
  ],
  charges: {
    subtotal: 7.75,
    discount: null,
    delivery: { method: "", name: "", price: 0 },
    tax: null,
    total: 7.75,
  },
  invoice: null,
  creditNote: null,
  returnState: "none",
  returnedBookIds: [],
  refunds: [],
};

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function renderPage(path = "/orders/lookup") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(<OrderLookupPage />, { wrapper });
  return userEvent.setup();
}

afterEach(() => vi.restoreAllMocks());

describe("OrderLookupPage", () => {
  it("checks the number and email before asking, and names what is wrong", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const user = renderPage();
    await user.type(screen.getByLabelText("Order number"), "a/b");
    await user.type(screen.getByLabelText("Email"), "nope");
    await user.click(screen.getByRole("button", { name: "Find order" }));
    expect(screen.getByLabelText("Order number")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Enter the email address the order was placed with")).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the store's refusal in the one error place", async () => {
    const message = "No order has that number and email. Check both and try again.";
    vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse(404, { error: { code: "not-found", message } }));
    const user = renderPage();
    await user.type(screen.getByLabelText("Order number"), "order-1");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Find order" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("asks for the order by number and email and shows its status, books and timeline", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse(200, found));
    const user = renderPage();
    await user.type(screen.getByLabelText("Order number"), " order-1 ");
    await user.type(screen.getByLabelText("Email"), "Ada@Example.com");
    await user.click(screen.getByRole("button", { name: "Find order" }));
    expect(await screen.findByRole("heading", { name: "Order BK-7Q4M-2XKD" })).toBeInTheDocument();
    expect(String(fetchSpy.mock.calls[0]![0])).toBe("/api/orders/lookup?id=order-1&email=Ada%40Example.com");
    expect(screen.getByRole("list", { name: "Books in this order" })).toHaveTextContent("Book One");
    expect(screen.getAllByText("Shipped").length).toBeGreaterThan(0);
    expect(screen.queryByText(/by /)).toBeNull();
  });

  it("starts with the number a mail's link carries, so only the email is left to type", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse(200, found));
    const user = renderPage("/orders/lookup?number=BK-7Q4M-2XKD");
    expect(screen.getByLabelText("Order number")).toHaveValue("BK-7Q4M-2XKD");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Find order" }));
    expect(await screen.findByRole("heading", { name: "Order BK-7Q4M-2XKD" })).toBeInTheDocument();
    expect(String(fetchSpy.mock.calls[0]![0])).toBe("/api/orders/lookup?id=BK-7Q4M-2XKD&email=ada%40example.com");
  });
});
