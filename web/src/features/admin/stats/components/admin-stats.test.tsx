import { screen, waitFor, within } from "@testing-library/react";
import { AdminStats } from "@/features/admin/stats/components/admin-stats";
import { signInAdmin } from "@/features/admin/testing/admin-token";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

// jsdom has no canvas; the chart's own rendering is chart.js's business.
vi.mock("@/features/admin/stats/components/revenue-chart", () => ({ RevenueChart: () => <p>revenue chart</p> }));
vi.mock("@/features/admin/stats/components/sales-by-genre-chart", () => ({
  SalesByGenreChart: ({ salesByGenre }: { salesByGenre: unknown[] }) => <p>genre chart of {salesByGenre.length}</p>,
}));

const stats = {
  totalBooks: 30,
  totalSales: 1234.5,
  totalDelivery: 45,
  totalTax: 12.3,
  trendingBooks: 7,
  totalOrders: 12,
  monthlySales: [],
  openOrders: 4,
  ordersLastDay: 3,
  salesByGenre: [{ category: "fiction", totalSales: 100, copies: 4 }],
  topCustomers: [
    { name: "Ada Lovelace", email: "ada@example.com", orders: 2, averageOrder: 61.73 },
    { name: "Ben", email: "ben@example.com", orders: 1, averageOrder: 9.5 },
  ],
};

const fetchMock = stubFetch();
afterEach(() => {
  vi.restoreAllMocks();
});

describe("AdminStats", () => {
  it("shows the API's figures in the cards, sending the admin token", async () => {
    const token = signInAdmin();
    fetchMock.mockResolvedValue(jsonResponse(stats));
    renderWithProviders(<AdminStats />);

    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByText("Products")).toBeInTheDocument();
    expect(screen.getByText("30")).toBeInTheDocument();
    expect(screen.getByText("$1,234.50")).toBeInTheDocument();
    expect(screen.getByText("(23%)").parentElement).toHaveTextContent("7 (23%)");
    expect(screen.getByText("12")).toBeInTheDocument();
    expect(screen.getByText("Orders left").previousElementSibling).toHaveTextContent("4");
    expect(screen.getByText("Orders (last day)").previousElementSibling).toHaveTextContent("3");
    expect(screen.queryByText("Website visits (last day)")).not.toBeInTheDocument();
    const customers = screen.getByRole("list", { name: "Users by average order" });
    expect(customers).toHaveTextContent("Ada Lovelace");
    expect(customers).toHaveTextContent("$61.73");
    expect(customers).toHaveTextContent("2 orders");
    expect(screen.getByRole("heading", { name: "Sales by genre" })).toBeInTheDocument();
    expect(screen.getByText("genre chart of 1")).toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/admin");
    expect(new Headers(init?.headers).get("Authorization")).toBe(`Bearer ${token}`);
  });

  it("shows the newsletter's subscriptions by state, from their own call", async () => {
    signInAdmin();
    fetchMock.mockImplementation(async (url) =>
      jsonResponse(url === "/api/admin/newsletter" ? { confirmed: 5, pending: 2, unsubscribed: 1 } : stats),
    );
    renderWithProviders(<AdminStats />);
    const figures = await screen.findByRole("region", { name: "Newsletter" });
    await waitFor(() =>
      expect(within(figures).getByText("Confirmed readers").nextElementSibling).toHaveTextContent("5"),
    );
    expect(within(figures).getByText("Waiting for confirmation").nextElementSibling).toHaveTextContent("2");
    expect(within(figures).getByText("Unsubscribed").nextElementSibling).toHaveTextContent("1");
  });

  it("shows the page's shape while loading, not a spinner, and says 'Loading...' to screen readers", async () => {
    signInAdmin();
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    renderWithProviders(<AdminStats />);

    const loading = screen.getByRole("status");
    expect(loading).toHaveTextContent(/^Loading\.\.\.$/);
    // jsdom draws nothing, so the classes are what there is to check: the words are for screen readers only,
    // and the four cards, the two small cards and the three panels pulse where they will be.
    expect(within(loading).getByText("Loading...")).toHaveClass("sr-only");
    expect(loading.querySelectorAll(".animate-pulse")).toHaveLength(9);
    expect(loading.querySelector(".animate-spin")).toBeNull();
  });

  it("says 'No orders yet' where a new store has no customers", async () => {
    signInAdmin();
    fetchMock.mockResolvedValue(jsonResponse({ ...stats, topCustomers: [], salesByGenre: [] }));
    renderWithProviders(<AdminStats />);
    expect(await screen.findByText("No orders yet.")).toBeInTheDocument();
  });

  it("keeps the loader and only logs when the call fails", async () => {
    signInAdmin();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "internal", message: "boom" } }, 500));
    renderWithProviders(<AdminStats />);

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
