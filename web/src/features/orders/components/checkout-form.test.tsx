import { GUEST_EMAIL_REQUIRED } from "@bookstore/schema";
import type { Book } from "@bookstore/schema";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fill } from "@/testing/fill";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { CheckoutForm } from "@/features/orders/components/checkout-form";

vi.mock("@/lib/auth/id-token", () => ({ getIdToken: async () => "id-token-123" }));

const book = (id: string, newPrice: number): Book => ({
  _id: id,
  title: `Book ${id}`,
  description: "",
  category: "fiction",
  trending: false,
  oldPrice: newPrice + 1,
  newPrice,
  coverImage: "",
  stock: 5,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  rating: { average: 0, count: 0 },
});

const items = [book("b1", 10), book("b2", 5.5)];

function renderForm(props: Partial<Parameters<typeof CheckoutForm>[0]> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onOrderPlaced = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(
    <CheckoutForm items={items} totalPrice={15.5} email="ada@example.com" onOrderPlaced={onOrderPlaced} {...props} />,
    { wrapper },
  );
  return { onOrderPlaced };
}

async function fillForm() {
  const user = userEvent.setup();
  await fill(user, screen.getByLabelText("Full Name"), "Ada Lovelace");
  await fill(user, screen.getByLabelText("Phone Number"), "0123456789");
  await fill(user, screen.getByLabelText("Address / Street"), "1 Main St");
  await fill(user, screen.getByLabelText("City"), "London");
  await fill(user, screen.getByLabelText("Country / region"), "UK");
  await fill(user, screen.getByLabelText("State / province"), "LDN");
  await fill(user, screen.getByLabelText("Zipcode"), "N1");
  return user;
}

const placedOrder = {
  _id: "o1",
  number: "BK-7Q4M-2XKD",
  createdAt: "2026-01-02T00:00:00.000Z",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "0123456789",
  totalPrice: 15.5,
  address: { street: "1 Main St", city: "London", state: "LDN", country: "UK", zipcode: "N1" },
  productIds: ["b1", "b2"],
  status: "placed",
  items: [
    { bookId: "b1", title: "Book b1", unitPrice: 10 },
    { bookId: "b2", title: "Book b2", unitPrice: 5.5 },
  ],
  timeline: [{ status: "placed", at: "2026-01-02T00:00:00.000Z", by: "customer" }],
};

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => vi.restoreAllMocks());

describe("CheckoutForm", () => {
  it("shows the title, total, item count and the account's email read-only", () => {
    renderForm();
    expect(screen.getByRole("heading", { name: "Cash On Delevary" })).toBeInTheDocument();
    expect(screen.getByText("Total Price: $15.50")).toBeInTheDocument();
    expect(screen.getByText("Items: 2")).toBeInTheDocument();
    // The books being bought, each with its price, above the total.
    const books = screen.getByRole("list", { name: "Books in this order" });
    expect(
      within(books)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Book b1$10.00", "Book b2$5.50"]);
    expect(books.compareDocumentPosition(screen.getByText("Total Price: $15.50"))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByLabelText("Email Address")).toHaveValue("ada@example.com");
    expect(screen.getByLabelText("Email Address")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Phone Number")).toHaveAttribute("inputmode", "numeric");
  });

  it("keeps Place Order disabled until the terms are ticked, reachable and saying why", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderForm();
    const user = await fillForm();
    const button = screen.getByRole("button", { name: "Place Order" });
    const terms = screen.getByRole("checkbox", { name: /Terms & Conditions/ });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAccessibleDescription("Tick the box to agree to the terms before placing your order.");
    // Pressed anyway: nothing is sent, and the shopper is taken to the box.
    await user.click(button);
    expect(terms).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.click(terms);
    expect(button).not.toHaveAttribute("aria-disabled");
    expect(button).not.toHaveAccessibleDescription();
    expect(screen.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms");
  });

  it("names each missing field and sends nothing", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderForm();
    await userEvent.click(screen.getByRole("checkbox"));
    await userEvent.click(screen.getByRole("button", { name: "Place Order" }));
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Zipcode is required")).toBeInTheDocument();
    expect(screen.getByLabelText("City")).toHaveAttribute("aria-invalid", "true");
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("posts the order, street address included, with the ID token and an idempotency key, then reports it placed", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse(201, placedOrder));
    const { onOrderPlaced } = renderForm();
    const user = await fillForm();
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Place Order" }));

    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalledWith(placedOrder));
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("/api/orders/");
    expect(init?.method).toBe("POST");
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe("Bearer id-token-123");
    expect(headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "0123456789",
      address: { street: "1 Main St", city: "London", country: "UK", state: "LDN", zipcode: "N1" },
      productIds: ["b1", "b2"],
      totalPrice: "15.50",
    });
  });

  it("asks a guest for the email the order goes to, and sends it", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(jsonResponse(201, placedOrder));
    const { onOrderPlaced } = renderForm({ email: "", guest: true });
    const user = await fillForm();
    expect(screen.getByLabelText("Email Address")).not.toHaveAttribute("readonly");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(screen.getByText(GUEST_EMAIL_REQUIRED)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    await fill(user, screen.getByLabelText("Email Address"), "grace@example.com");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalledWith(placedOrder));
    expect(JSON.parse(String(fetchSpy.mock.calls[0]![1]?.body)).email).toBe("grace@example.com");
  });

  it("alerts on failure and retries the same attempt with the same key", async () => {
    const alertSpy = vi.spyOn(window, "alert").mockImplementation(() => {});
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(jsonResponse(500, { error: { code: "internal", message: "boom" } }))
      .mockResolvedValueOnce(jsonResponse(201, placedOrder));
    const { onOrderPlaced } = renderForm();
    const user = await fillForm();
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith("Failed to place an order"));
    expect(onOrderPlaced).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    const keyOf = (call: number) =>
      (fetchSpy.mock.calls[call]![1]?.headers as Record<string, string>)["Idempotency-Key"];
    expect(keyOf(1)).toBe(keyOf(0));
  });

  it("shows a refusal for what the account already holds as the store words it, without the failure alert", async () => {
    const alertSpy = vi.spyOn(window, "alert").mockImplementation(() => {});
    const message = "You already have 10 orders waiting to ship, the most one account may have.";
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      jsonResponse(409, { error: { code: "placed-order-limit", message } }),
    );
    renderForm();
    const user = await fillForm();
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("offers no order form for an empty cart", () => {
    renderForm({ items: [], totalPrice: 0 });
    expect(screen.getByText("Items: 0")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Place Order" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
  });
});
