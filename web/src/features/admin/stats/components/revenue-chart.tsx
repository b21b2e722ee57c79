import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Title, Tooltip } from "chart.js";
import { Bar } from "react-chartjs-2";

// Only the parts a bar chart needs, so the chart chunk stays small. This module is reachable only from the
// stats route, which keeps chart.js out of every other page.
ChartJS.register(CategoryScale, LinearScale, BarElement, Title, Tooltip, Legend);

// product §9: the chart shows fixed figures, not the API's monthly sales.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export const MONTHLY_REVENUE_USD = [500, 700, 800, 600, 750, 900, 650, 870, 960, 1020, 1100, 1150];

const data = {
  labels: MONTHS,
  datasets: [
    {
      label: "Revenue (USD)",
      data: MONTHLY_REVENUE_USD,
      backgroundColor: "rgba(34, 197, 94, 0.7)",
      borderColor: "rgba(34, 197, 94, 1)",
      borderWidth: 1,
    },
  ],
};

const options = {
  responsive: true,
  plugins: {
    legend: { position: "top" as const },
    title: { display: true, text: "Monthly Revenue" },
  },
  scales: { y: { beginAtZero: true } },
};

// The canvas is opaque to assistive technology, so it carries the same figures as text.
const summary = `Monthly Revenue (USD): ${MONTHS.map((month, i) => `${month} ${MONTHLY_REVENUE_USD[i]}`).join(", ")}`;

export function RevenueChart() {
  return <Bar data={data} options={options} role="img" aria-label={summary} />;
}
