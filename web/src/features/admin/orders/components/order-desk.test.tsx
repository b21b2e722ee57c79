import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { filterFromParams, OrderDesk } from "@/features/admin/orders/components/order-desk";
import { signInAdmin } from "@/features/admin/testing/admin-token";
import { makeOrder, orderPage } from "@/testing/order";
import { jsonResponse, stubFetch } from "@/testing/render";

const fetchMock = stubFetch();
beforeEach(() => signInAdmin());

function Location() {
  const { search } = useLocation();
  return <p data-testid="location">{search}</p>;
}

function renderDesk(url = "/dashboard/orders") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/dashboard/orders"
            element={
              <>
                <OrderDesk />
                <Location />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const calls = () => fetchMock.mock.calls.map(([url]) => String(url));

describe("OrderDesk", () => {
  it("lists the newest orders with date, customer, books, total and status, each linking to its page", async () => {
    fetchMock.mockResolvedValue(jsonResponse(orderPage([makeOrder("o2", { status: "shipped" }), makeOrder("o1")])));
    renderDesk();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    const rows = await screen.findAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/Ada Lovelace.*ada@example.com.*2 books.*\$39\.98.*Shipped/);
    expect(within(rows[2]!).getByRole("link", { name: /^Order BK-TEST-O1 of/ })).toHaveAttribute(
      "href",
      "/dashboard/orders/o1",
    );
    expect(calls()).toEqual(["/api/orders/?limit=20"]);
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get("Authorization")).toMatch(/^Bearer /);
  });

  it("filters by status and searches, keeping both in the URL", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(orderPage([])));
    const user = userEvent.setup();
    renderDesk();
    expect(await screen.findByText("No orders yet.")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Status"), "placed");
    await user.type(screen.getByLabelText("Order number or email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText("No orders match.")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("?status=placed&q=ada%40example.com");
    expect(calls().at(-1)).toBe("/api/orders/?limit=20&status=placed&q=ada%40example.com");
  });

  it("reads its filter from the URL and pages on with the cursor", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes("cursor=next")
        ? jsonResponse(orderPage([makeOrder("o1")]))
        : jsonResponse(orderPage([makeOrder("o3", { status: "delivered" })], "next")),
    );
    const user = userEvent.setup();
    renderDesk("/dashboard/orders?status=delivered");
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: /^Order BK-TEST-O1 of/ })).toBeInTheDocument();
    expect(calls()).toEqual([
      "/api/orders/?limit=20&status=delivered",
      "/api/orders/?limit=20&status=delivered&cursor=next",
    ]);
    expect(screen.getByLabelText("Status")).toHaveValue("delivered");
  });

  it("ignores what the URL holds that is not a filter", () => {
    expect(filterFromParams(new URLSearchParams("status=lost&q=%20%20&x=1"))).toEqual({});
    expect(filterFromParams(new URLSearchParams("status=cancelled&q= o1 "))).toEqual({ status: "cancelled", q: "o1" });
  });

  it("says so when the orders cannot be loaded", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "internal", message: "boom" } }, 500));
    renderDesk();
    expect(await screen.findByRole("alert")).toHaveTextContent("The orders could not be loaded.");
  });
});
