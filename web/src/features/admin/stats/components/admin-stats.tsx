import { useEffect } from "react";
import { useAdminStats } from "@/features/admin/stats/api/get-admin-stats";
import { AdminStatsSkeleton } from "@/features/admin/stats/components/admin-stats-skeleton";
import { NewsletterCounts } from "@/features/admin/stats/components/newsletter-counts";
import { RevenueChart } from "@/features/admin/stats/components/revenue-chart";
import { SalesByGenreChart } from "@/features/admin/stats/components/sales-by-genre-chart";
import { StatCard } from "@/features/admin/stats/components/stat-card";
import { UsersByAverageOrder } from "@/features/admin/stats/components/users-by-average-order";
import { formatPrice } from "@/lib/format";

export function AdminStats() {
  const { data, error } = useAdminStats();

  // product §4: a failed load only logs; the loader stays (a 401/403 has already logged the admin out).
  useEffect(() => {
    if (error) console.error("Failed to load admin statistics", error);
  }, [error]);

  if (!data) return <AdminStatsSkeleton />;

  return (
    <>
      <section aria-label="Statistics" className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4">
        <StatCard icon="documents" tone="purple" value={data.totalBooks} label="Products" />
        <StatCard icon="chart" tone="green" value={formatPrice(data.totalSales)} label="Total Sales" />
        <StatCard
          icon="chart"
          tone="red"
          value={
            <>
              {data.trendingBooks}{" "}
              <span className="inline-block text-xl font-semibold text-gray-500">
                ({data.totalBooks ? Math.round((data.trendingBooks / data.totalBooks) * 100) : 0}%)
              </span>
            </>
          }
          label="Trending Books in This Month"
        />
        <StatCard icon="cart" tone="blue" value={data.totalOrders} label="Total Orders" />
      </section>
      <section
        aria-label="Details"
        className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-flow-col xl:grid-cols-4 xl:grid-rows-3"
      >
        {/* Product §2: the chart shows from medium screens up only. */}
        <div className="hidden flex-col rounded-lg bg-white shadow md:col-span-2 md:row-span-2 md:flex">
          <div className="grow p-4">
            <RevenueChart monthlySales={data.monthlySales} />
          </div>
        </div>
        <StatCard icon="clock" tone="yellow" value={data.openOrders} label="Orders left" />
        <StatCard icon="users" tone="teal" value={data.ordersLastDay} label="Orders (last day)" />
        <UsersByAverageOrder customers={data.topCustomers} />
        <section aria-labelledby="sales-by-genre" className="row-span-3 flex flex-col rounded-lg bg-white shadow">
          <h2 id="sales-by-genre" className="border-b border-gray-100 px-6 py-5 font-semibold">
            Sales by genre
          </h2>
          <div className="grow p-4">
            <SalesByGenreChart salesByGenre={data.salesByGenre} />
          </div>
        </section>
      </section>
      <NewsletterCounts />
    </>
  );
}
