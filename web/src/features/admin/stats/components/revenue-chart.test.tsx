import { render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import type { Bar } from "react-chartjs-2";
import { RevenueChart } from "@/features/admin/stats/components/revenue-chart";

// jsdom has no canvas, so the chart is read from what it hands to chart.js; the browser tests see it drawn.
const drawn = vi.hoisted(() => ({ props: undefined as ComponentProps<typeof Bar> | undefined }));
vi.mock("react-chartjs-2", () => ({
  Bar: (props: ComponentProps<typeof Bar>) => {
    drawn.props = props;
    return <canvas role={props.role} aria-label={props["aria-label"]} />;
  },
}));

const months = ["2025-12", "2026-01", "2026-02"].map((month, i) => ({
  month,
  totalSales: [0, 120.5, 1999.99][i]!,
  totalOrders: [0, 2, 7][i]!,
}));

describe("RevenueChart", () => {
  it("draws the spec's 'Monthly Revenue' bars from the real monthly sales, oldest first", () => {
    render(<RevenueChart monthlySales={months} />);
    const { data, options } = drawn.props!;
    expect(options?.plugins?.title).toMatchObject({ display: true, text: "Monthly Revenue" });
    expect(options?.plugins?.legend).toMatchObject({ position: "top" });
    expect(data.labels).toEqual(["Dec 2025", "Jan 2026", "Feb 2026"]);
    expect(data.datasets).toHaveLength(1);
    expect(data.datasets[0]).toMatchObject({ label: "Revenue (USD)", data: [0, 120.5, 1999.99] });
  });

  it("gives the canvas the same figures as text for screen readers", () => {
    render(<RevenueChart monthlySales={months} />);
    expect(screen.getByRole("img")).toHaveAccessibleName(
      "Monthly Revenue: Dec 2025 $0.00, Jan 2026 $120.50, Feb 2026 $1,999.99",
    );
  });

  it("says so when there are no sales yet, instead of an empty chart", () => {
    drawn.props = undefined;
    render(<RevenueChart monthlySales={months.map((month) => ({ ...month, totalSales: 0, totalOrders: 0 }))} />);
    expect(screen.getByText("No sales in the last 12 months yet.")).toBeInTheDocument();
    expect(drawn.props).toBeUndefined();
  });
});
