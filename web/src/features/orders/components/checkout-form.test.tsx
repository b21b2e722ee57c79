import { scaled } from "@bookstore/testing/timeouts";
import { GUEST_EMAIL_REQUIRED } from "@bookstore/schema";
import type { Book, Quote, QuoteInput } from "@bookstore/schema";
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

async function fillForm(country = "United Kingdom") {
  const user = userEvent.setup();
  await fill(user, screen.getByLabelText("Full Name"), "Ada Lovelace");
  await fill(user, screen.getByLabelText("Phone Number"), "0123456789");
  await fill(user, screen.getByLabelText("Address / Street"), "1 Main St");
  await fill(user, screen.getByLabelText("City"), "London");
  await fill(user, screen.getByLabelText("Country / region"), country);
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
  totalPrice: 19,
  address: { street: "1 Main St", city: "London", state: "LDN", country: "GB", zipcode: "N1" },
  productIds: ["b1", "b2"],
  status: "placed",
  items: [
    { bookId: "b1", title: "Book b1", unitPrice: 10 },
    { bookId: "b2", title: "Book b2", unitPrice: 5.5 },
  ],
  timeline: [{ status: "placed", at: "2026-01-02T00:00:00.000Z", by: "customer" }],
  charges: {
    subtotal: 15.5,
    discount: null,
    delivery: { method: "standard", name: "Standard", price: 3.5 },
    tax: { rate: 0.2, amount: 2.58, included: true },
    total: 19,
  },
  invoice: null,
  creditNote: null,
  returnState: "none",
  returnedBookIds: [],
  refunds: [],
};

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const refusal = (status: number, code: string, message: string) => jsonResponse(status, { error: { code, message } });

/** The store's quote, as a home zone with two methods, 20 % tax included and one code (SPRING, 10 %) would give. */
function quoteFor(input: QuoteInput, deliveryRise = 0): Response {
  if (input.address.country === "AQ") return refusal(422, "no-delivery", "We don't deliver to Antarctica yet");
  if (input.discountCode && input.discountCode !== "SPRING")
    return refusal(422, "discount-unknown", "No discount has that code");
  const methods = [
    { id: "standard", name: "Standard", price: 3.5 + deliveryRise },
    { id: "express", name: "Express", price: 9 },
  ];
  const delivery = methods.find((method) => method.id === (input.deliveryMethod ?? "standard"))!;
  const discount = input.discountCode ? { code: "SPRING", amount: 1.55 } : null;
  const total = Math.round((15.5 - (discount?.amount ?? 0) + delivery.price) * 100) / 100;
  const quote: Quote = {
    lines: [],
    subtotal: 15.5,
    discount,
    deliveryMethods: methods,
    delivery: { method: delivery.id, name: delivery.name, price: delivery.price },
    tax: { rate: 0.2, amount: 2.58, included: true },
    total,
  };
  return jsonResponse(200, quote);
}

/**
 * The API: quotes answered as quoteFor does (the delivery price rising by `rise()`), orders by the answers given,
 * in turn. `orders` holds what each order sent.
 */
function stubApi(orderAnswers: Response[] = [], rise = () => 0) {
  const orders: { body: Record<string, unknown>; headers: Record<string, string> }[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (url, init) => {
    const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
    if (url === "/api/orders/quote") return quoteFor(body as unknown as QuoteInput, rise());
    orders.push({ body, headers: init?.headers as Record<string, string> });
    return orderAnswers.shift() ?? refusal(500, "internal", "no answer");
  });
  return orders;
}

/** Waits for the quote's total, then ticks the terms and places the order. */
async function placeOrder(user: ReturnType<typeof userEvent.setup>, total = "$19.00") {
  await waitFor(() => expect(screen.getByLabelText("Charges")).toHaveTextContent(`Total${total}`));
  if (!(screen.getByRole("checkbox", { name: /Terms/ }) as HTMLInputElement).checked)
    await user.click(screen.getByRole("checkbox", { name: /Terms/ }));
  await user.click(screen.getByRole("button", { name: "Place Order" }));
}

afterEach(() => vi.restoreAllMocks());

// Each test fills the form and waits out the quote's pause: seconds on a slow machine.
describe("CheckoutForm", { timeout: scaled(20_000) }, () => {
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
    expect(screen.getByText("Enter your address to see the delivery options and the total.")).toBeInTheDocument();
  });

  it("keeps Place Order disabled until the terms are ticked, reachable and saying why", async () => {
    const orders = stubApi();
    renderForm();
    const user = await fillForm();
    await screen.findByLabelText("Charges");
    const button = screen.getByRole("button", { name: "Place Order" });
    const terms = screen.getByRole("checkbox", { name: /Terms & Conditions/ });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAccessibleDescription("Tick the box to agree to the terms before placing your order.");
    // Pressed anyway: nothing is sent, and the shopper is taken to the box.
    await user.click(button);
    expect(terms).toHaveFocus();
    expect(orders).toEqual([]);

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

  it("quotes the address, then posts the order at the quoted total with its method, the ID token and a key", async () => {
    const orders = stubApi([jsonResponse(201, placedOrder)]);
    const { onOrderPlaced } = renderForm();
    const user = await fillForm();
    const charges = await screen.findByLabelText("Charges");
    await waitFor(() => expect(charges).toHaveTextContent("Delivery (Standard)$3.50"));
    expect(charges).toHaveTextContent("Subtotal$15.50");
    expect(charges).toHaveTextContent("Includes tax (20%)$2.58");
    expect(screen.getByText("Total Price: $19.00")).toBeInTheDocument();
    await placeOrder(user);

    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalledWith(placedOrder));
    expect(orders[0]!.headers.Authorization).toBe("Bearer id-token-123");
    expect(orders[0]!.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(orders[0]!.body).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "0123456789",
      address: { street: "1 Main St", city: "London", country: "GB", state: "LDN", zipcode: "N1" },
      productIds: ["b1", "b2"],
      totalPrice: "19.00",
      deliveryMethod: "standard",
    });
  });

  it("offers the zone's methods with their prices, and orders the one picked", async () => {
    const orders = stubApi([jsonResponse(201, placedOrder)]);
    renderForm();
    const user = await fillForm();
    const methods = await screen.findByRole("group", { name: "Delivery" });
    expect(within(methods).getByRole("radio", { name: "Standard: $3.50" })).toBeChecked();
    await user.click(within(methods).getByRole("radio", { name: "Express: $9.00" }));
    expect(within(methods).getByRole("radio", { name: "Express: $9.00" })).toBeChecked();
    await placeOrder(user, "$24.50");
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]!.body).toMatchObject({ deliveryMethod: "express", totalPrice: "24.50" });
  });

  it("applies a code, says so and orders with it; a refused code says why", async () => {
    const orders = stubApi([jsonResponse(201, placedOrder)]);
    renderForm();
    const user = await fillForm();
    await screen.findByLabelText("Charges");
    const code = screen.getByLabelText("Discount code");
    await fill(user, code, "nope");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("No discount has that code")).toBeInTheDocument();
    expect(code).toHaveAttribute("aria-invalid", "true");

    await user.clear(code);
    await fill(user, code, " spring ");
    await user.keyboard("{Enter}");
    expect(await screen.findByText("SPRING applied: −$1.55")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText("Charges")).toHaveTextContent("Discount (SPRING)−$1.55"));
    expect(orders).toEqual([]);
    await placeOrder(user, "$17.45");
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(orders[0]!.body).toMatchObject({ discountCode: "SPRING", totalPrice: "17.45" });
  });

  it("says a country no zone holds is not delivered to, and keeps Place Order disabled", async () => {
    stubApi();
    renderForm();
    await fillForm("Antarctica");
    expect(await screen.findByText("We don't deliver to Antarctica yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Place Order" })).toBeDisabled();
  });

  it("refuses a country that is not on the list", async () => {
    const orders = stubApi();
    renderForm();
    const user = await fillForm("Atlantis");
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    expect(screen.getByText("Choose a country from the list")).toBeInTheDocument();
    expect(orders).toEqual([]);
  });

  it("re-quotes on 409 price-changed and says what changed", async () => {
    const alertSpy = vi.spyOn(window, "alert").mockImplementation(() => {});
    let rise = 0;
    const changed = refusal(409, "price-changed", "The delivery price changed");
    const orders = stubApi([changed, jsonResponse(201, placedOrder)], () => rise);
    const { onOrderPlaced } = renderForm();
    const user = await fillForm();
    await waitFor(() => expect(screen.getByLabelText("Charges")).toHaveTextContent("Total$19.00"));
    rise = 1;
    await placeOrder(user);
    const notice = await screen.findByText(/The store changed your order/);
    expect(notice.parentElement).toHaveTextContent("Delivery: Standard $3.50 → Standard $4.50");
    expect(notice.parentElement).toHaveTextContent("Place Order confirms it at $20.00.");
    expect(alertSpy).not.toHaveBeenCalled();

    await placeOrder(user, "$20.00");
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    expect(orders[1]!.body).toMatchObject({ totalPrice: "20.00" });
  });

  it("asks a guest for the email the order goes to, and sends it", async () => {
    const orders = stubApi([jsonResponse(201, placedOrder)]);
    const { onOrderPlaced } = renderForm({ email: "", guest: true });
    const user = await fillForm();
    expect(screen.getByLabelText("Email Address")).not.toHaveAttribute("readonly");
    await placeOrder(user);
    expect(screen.getByText(GUEST_EMAIL_REQUIRED)).toBeInTheDocument();
    expect(orders).toEqual([]);

    await fill(user, screen.getByLabelText("Email Address"), "grace@example.com");
    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalledWith(placedOrder));
    expect(orders[0]!.body.email).toBe("grace@example.com");
  });

  it("alerts on failure and retries the same attempt with the same key", async () => {
    const alertSpy = vi.spyOn(window, "alert").mockImplementation(() => {});
    const orders = stubApi([refusal(500, "internal", "boom"), jsonResponse(201, placedOrder)]);
    const { onOrderPlaced } = renderForm();
    const user = await fillForm();
    await placeOrder(user);
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith("Failed to place an order"));
    expect(onOrderPlaced).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Place Order" }));
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalled());
    expect(orders[1]!.headers["Idempotency-Key"]).toBe(orders[0]!.headers["Idempotency-Key"]);
  });

  it("shows a refusal for what the account already holds as the store words it, without the failure alert", async () => {
    const alertSpy = vi.spyOn(window, "alert").mockImplementation(() => {});
    const message = "You already have 10 orders waiting to ship, the most one account may have.";
    stubApi([refusal(409, "placed-order-limit", message)]);
    renderForm();
    const user = await fillForm();
    await placeOrder(user);
    expect(await screen.findByText(message)).toHaveAttribute("role", "alert");
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("offers no order form for an empty cart", () => {
    renderForm({ items: [], totalPrice: 0 });
    expect(screen.getByText("Items: 0")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Place Order" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/");
  });
});
