import type { ActivityEntry } from "@bookstore/schema";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { ActivityTarget } from "@/features/admin/activity/components/activity-target";

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: "e1",
  at: "2026-01-01T10:00:00.000Z",
  actor: { id: "maren", username: "Maren", role: "catalog" },
  action: "book.edit",
  target: { type: "book", id: "b1", label: "Tides" },
  changes: {},
  ...overrides,
});

const renderTarget = (value: ActivityEntry) => render(<ActivityTarget entry={value} />, { wrapper: MemoryRouter });

describe("ActivityTarget", () => {
  it("links a book by its title to its edit page, and an order by its number to its page", () => {
    renderTarget(entry({}));
    expect(screen.getByRole("link", { name: "Tides" })).toHaveAttribute("href", "/dashboard/edit-book/b1");
    renderTarget(entry({ action: "order.status", target: { type: "order", id: "o9", label: "BS-1042" } }));
    expect(screen.getByRole("link", { name: "order BS-1042" })).toHaveAttribute("href", "/dashboard/orders/o9");
    renderTarget(entry({ action: "order.status", target: { type: "order", id: "o8", label: "Order BK-8EE7-P4XQ" } }));
    expect(screen.getByRole("link", { name: "order BK-8EE7-P4XQ" })).toBeInTheDocument();
  });

  it("links a review to its book, and names a deleted book without a link", () => {
    renderTarget(entry({ action: "review.hide", target: { type: "review", id: "b2/r1", label: "Dune" } }));
    expect(screen.getByRole("link", { name: "Dune" })).toHaveAttribute("href", "/dashboard/edit-book/b2");
    renderTarget(entry({ action: "book.delete", target: { type: "book", id: "b3", label: "Gone" } }));
    expect(screen.getByText("Gone")).not.toHaveAttribute("href");
    expect(screen.queryByRole("link", { name: "Gone" })).not.toBeInTheDocument();
  });
});
