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

describe("RevenueChart", () => {
  it("draws the spec's 'Monthly Revenue' bars: legend 'Revenue (USD)', Jan to Dec, fixed figures", () => {
    render(<RevenueChart />);
    const { data, options } = drawn.props!;
    expect(options?.plugins?.title).toMatchObject({ display: true, text: "Monthly Revenue" });
    expect(options?.plugins?.legend).toMatchObject({ position: "top" });
    expect(data.labels).toEqual(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]);
    expect(data.datasets).toHaveLength(1);
    expect(data.datasets[0]).toMatchObject({
      label: "Revenue (USD)",
      data: [500, 700, 800, 600, 750, 900, 650, 870, 960, 1020, 1100, 1150],
    });
  });

  it("gives the canvas the same figures as text for screen readers", () => {
    render(<RevenueChart />);
    expect(screen.getByRole("img")).toHaveAccessibleName(
      "Monthly Revenue (USD): Jan 500, Feb 700, Mar 800, Apr 600, May 750, Jun 900, Jul 650, Aug 870, Sep 960, Oct 1020, Nov 1100, Dec 1150",
    );
  });
});
