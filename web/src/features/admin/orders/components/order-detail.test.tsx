import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { confirmDialog, showDialog } from "@/components/dialogs";
import { OrderDetail } from "@/features/admin/orders/components/order-detail";
import { signInAdmin } from "@/features/admin/testing/admin-token";
import { makeOrder } from "@/testing/order";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

vi.mock("@/components/dialogs", () => ({ confirmDialog: vi.fn(), showDialog: vi.fn(async () => ({})) }));

const fetchMock = stubFetch();
beforeEach(() => {
  signInAdmin();
  vi.mocked(confirmDialog).mockReset();
  vi.mocked(showDialog).mockClear();
});

const placed = makeOrder("o7");
const shipped = {
  ...placed,
  status: "shipped" as const,
  timeline: [...placed.timeline, { status: "shipped" as const, at: "2025-03-03T08:00:00.000Z", by: "admin" }],
};

describe("OrderDetail", () => {
  it("shows the books, customer, address, total and timeline, with the moves a placed order allows", async () => {
    fetchMock.mockResolvedValue(jsonResponse(placed));
    renderWithProviders(<OrderDetail id="o7" />);
    expect(await screen.findByRole("heading", { name: "Order BK-TEST-O7" })).toBeInTheDocument();
    expect(screen.getByText("The Silent Shore")).toBeInTheDocument();
    expect(screen.getByLabelText("Charges")).toHaveTextContent("Subtotal$39.98Delivery$0.00Total$39.98");
    expect(screen.getByText("12 Analytical Row, London, LDN, UK, N1 7AA")).toBeInTheDocument();
    expect(screen.getByText("0123456789")).toBeInTheDocument();
    expect(screen.getByText(/by the customer/)).toBeInTheDocument();
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Mark as shipped",
      "Cancel order",
    ]);
  });

  it("moves the order only after the admin confirms, and shows the new status", async () => {
    fetchMock.mockImplementation(async (_url, init) => jsonResponse(init?.method === "PATCH" ? shipped : placed));
    const user = userEvent.setup();
    renderWithProviders(<OrderDetail id="o7" />);

    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await user.click(await screen.findByRole("button", { name: "Mark as shipped" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    await user.click(screen.getByRole("button", { name: "Mark as shipped" }));
    expect(await screen.findByRole("button", { name: "Mark as delivered" })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe("/api/orders/o7");
    expect(init?.method).toBe("PATCH");
    expect(JSON.parse(String(init?.body))).toEqual({ status: "shipped" });
    expect(confirmDialog).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: "Mark this order as shipped?", confirmButtonText: "Mark as shipped" }),
    );
  });

  it("shows the server's reason when a move is refused, and then the order as it is now", async () => {
    // The shopper cancelled it while the admin looked at it.
    const cancelled = {
      ...placed,
      status: "cancelled" as const,
      timeline: [...placed.timeline, { status: "cancelled" as const, at: "2025-03-03T08:00:00.000Z", by: "customer" }],
    };
    let reads = 0;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === "PATCH") {
        return jsonResponse(
          { error: { code: "illegal-transition", message: "An order that is cancelled cannot be marked shipped" } },
          409,
        );
      }
      reads += 1;
      return jsonResponse(reads === 1 ? placed : cancelled);
    });
    vi.mocked(confirmDialog).mockResolvedValue(true);
    renderWithProviders(<OrderDetail id="o7" />);
    await userEvent.click(await screen.findByRole("button", { name: "Mark as shipped" }));
    await waitFor(() =>
      expect(showDialog).toHaveBeenCalledWith({
        title: "The order was not changed",
        text: "An order that is cancelled cannot be marked shipped",
        icon: "error",
      }),
    ); // No move is offered for a cancelled order.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Mark as shipped" })).not.toBeInTheDocument());
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("offers no move for a delivered order, and says when an order does not exist", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ...placed, status: "delivered" }));
    const { unmount } = renderWithProviders(<OrderDetail id="o7" />);
    expect(await screen.findByRole("heading", { name: "Order BK-TEST-O7" })).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    unmount();
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: "not-found", message: "Order not found" } }, 404));
    renderWithProviders(<OrderDetail id="nope" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Order not found.");
  });
});
