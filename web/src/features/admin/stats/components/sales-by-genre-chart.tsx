import type { AdminStats } from "@bookstore/schema";
import { ArcElement, Chart as ChartJS, Legend, Tooltip } from "chart.js";
import { Doughnut } from "react-chartjs-2";
import { formatPrice } from "@/lib/format";

ChartJS.register(ArcElement, Tooltip, Legend);

const COLORS = ["#6366f1", "#22c55e", "#f59e0b", "#ef4444", "#14b8a6"];
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Sales by genre as a doughnut, with the same figures as text for assistive technology. */
export function SalesByGenreChart({ salesByGenre }: { salesByGenre: AdminStats["salesByGenre"] }) {
  if (salesByGenre.length === 0) {
    return <p className="flex h-full items-center justify-center py-16 text-gray-600">No sales yet.</p>;
  }
  const data = {
    labels: salesByGenre.map((genre) => capitalize(genre.category)),
    datasets: [{ data: salesByGenre.map((genre) => genre.totalSales), backgroundColor: COLORS }],
  };
  const summary = `Sales by genre: ${salesByGenre
    .map(
      (genre) =>
        `${capitalize(genre.category)} ${formatPrice(genre.totalSales)} (${genre.copies} ${genre.copies === 1 ? "copy" : "copies"})`,
    )
    .join(", ")}`;
  return (
    <Doughnut data={data} options={{ plugins: { legend: { position: "bottom" } } }} role="img" aria-label={summary} />
  );
}
