import { screen, waitFor } from "@testing-library/react";
import { AdminStats } from "@/features/admin/stats/components/admin-stats";
import { signInAdmin } from "@/features/admin/testing/admin-token";
import { jsonResponse, renderWithProviders, stubFetch } from "@/testing/render";

// jsdom has no canvas; the chart's own rendering is chart.js's business.
vi.mock("@/features/admin/stats/components/revenue-chart", () => ({ RevenueChart: () => <p>revenue chart</p> }));

const fetchMock = stubFetch();
afterEach(() => {
  vi.restoreAllMocks();
});

describe("AdminStats", () => {
  it("shows the API's figures in the cards, sending the admin token", async () => {
    const token = signInAdmin();
    fetchMock.mockResolvedValue(
      jsonResponse({ totalBooks: 30, totalSales: 1234.5, trendingBooks: 7, totalOrders: 12, monthlySales: [] }),
    );
    renderWithProviders(<AdminStats />);

    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(await screen.findByText("Products")).toBeInTheDocument();
    expect(screen.getByText("30")).toBeInTheDocument();
    expect(screen.getByText("$1,234.50")).toBeInTheDocument();
    expect(screen.getByText("(13%)").parentElement).toHaveTextContent("7 (13%)");
    expect(screen.getByText("12")).toBeInTheDocument();
    expect(screen.getByText("Orders left")).toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/admin");
    expect(new Headers(init?.headers).get("Authorization")).toBe(`Bearer ${token}`);
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
