import type { AdminStats } from "@bookstore/schema";
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Title, Tooltip } from "chart.js";
import { Bar } from "react-chartjs-2";
import { formatPrice } from "@/lib/format";

// Only the parts a bar chart needs, so the chart chunk stays small. This module is reachable only from the
// stats route, which keeps chart.js out of every other page.
ChartJS.register(CategoryScale, LinearScale, BarElement, Title, Tooltip, Legend);

const options = {
  responsive: true,
  plugins: {
    legend: { position: "top" as const },
    title: { display: true, text: "Monthly Revenue" },
  },
  scales: { y: { beginAtZero: true } },
};

/** "2026-03" → "Mar 2026", in UTC like the figures themselves. */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** The last 12 months of real sales (cancelled orders excluded), oldest first. */
export function RevenueChart({ monthlySales }: { monthlySales: AdminStats["monthlySales"] }) {
  if (monthlySales.every((month) => month.totalSales === 0)) {
    return <p className="flex h-full items-center justify-center text-gray-600">No sales in the last 12 months yet.</p>;
  }
  const data = {
    labels: monthlySales.map((month) => monthLabel(month.month)),
    datasets: [
      {
        label: "Revenue (USD)",
        data: monthlySales.map((month) => month.totalSales),
        backgroundColor: "rgba(34, 197, 94, 0.7)",
        borderColor: "rgba(34, 197, 94, 1)",
        borderWidth: 1,
      },
    ],
  };
  // The canvas is opaque to assistive technology, so it carries the same figures as text.
  const summary = `Monthly Revenue: ${monthlySales.map((m) => `${monthLabel(m.month)} ${formatPrice(m.totalSales)}`).join(", ")}`;
  return <Bar data={data} options={options} role="img" aria-label={summary} />;
}
