import { render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import type { Doughnut } from "react-chartjs-2";
import { SalesByGenreChart } from "@/features/admin/stats/components/sales-by-genre-chart";

const drawn = vi.hoisted(() => ({ props: undefined as ComponentProps<typeof Doughnut> | undefined }));
vi.mock("react-chartjs-2", () => ({
  Doughnut: (props: ComponentProps<typeof Doughnut>) => {
    drawn.props = props;
    return <canvas role={props.role} aria-label={props["aria-label"]} />;
  },
}));

describe("SalesByGenreChart", () => {
  it("draws each genre's sales, and says them in text", () => {
    render(
      <SalesByGenreChart
        salesByGenre={[
          { category: "horror", totalSales: 103.46, copies: 3 },
          { category: "fiction", totalSales: 19.99, copies: 1 },
        ]}
      />,
    );
    expect(drawn.props!.data.labels).toEqual(["Horror", "Fiction"]);
    expect(drawn.props!.data.datasets[0]!.data).toEqual([103.46, 19.99]);
    expect(screen.getByRole("img")).toHaveAccessibleName(
      "Sales by genre: Horror $103.46 (3 copies), Fiction $19.99 (1 copy)",
    );
  });

  it("says 'No sales yet.' for a store without sales", () => {
    render(<SalesByGenreChart salesByGenre={[]} />);
    expect(screen.getByText("No sales yet.")).toBeInTheDocument();
  });
});
