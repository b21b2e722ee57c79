import { useEffect } from "react";
import { Spinner } from "@/components/spinner";
import { useAdminStats } from "@/features/admin/stats/api/get-admin-stats";
import { RevenueChart } from "@/features/admin/stats/components/revenue-chart";
import { StatCard } from "@/features/admin/stats/components/stat-card";
import { UsersByAverageOrder } from "@/features/admin/stats/components/users-by-average-order";
import { formatPrice } from "@/lib/format";

export function AdminStats() {
  const { data, error } = useAdminStats();

  // product §4: a failed load only logs; the loader stays (a 401/403 has already logged the admin out).
  useEffect(() => {
    if (error) console.error("Failed to load admin statistics", error);
  }, [error]);

  if (!data) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-24 text-gray-600">
        <Spinner />
        <span>Loading...</span>
      </div>
    );
  }

  return (
    <>
      <section aria-label="Statistics" className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        <StatCard icon="documents" tone="purple" value={data.totalBooks} label="Products" />
        <StatCard icon="chart" tone="green" value={formatPrice(data.totalSales)} label="Total Sales" />
        <StatCard
          icon="chart"
          tone="red"
          value={
            <>
              {data.trendingBooks} <span className="inline-block text-xl font-semibold text-gray-500">(13%)</span>
            </>
          }
          label="Trending Books in This Month"
        />
        <StatCard icon="cart" tone="blue" value={data.totalOrders} label="Total Orders" />
      </section>
      <section
        aria-label="Details"
        className="grid gap-6 md:grid-cols-2 xl:grid-flow-col xl:grid-cols-4 xl:grid-rows-3"
      >
        {/* Product §2: the chart shows from medium screens up only. */}
        <div className="hidden flex-col rounded-lg bg-white shadow md:col-span-2 md:row-span-2 md:flex">
          <div className="grow p-4">
            <RevenueChart />
          </div>
        </div>
        <StatCard icon="clock" tone="yellow" value="02" label="Orders left" />
        <StatCard icon="users" tone="teal" value="139" label="Website visits (last day)" />
        <UsersByAverageOrder />
        <section aria-labelledby="students-by-type" className="row-span-3 flex flex-col rounded-lg bg-white shadow">
          <h2 id="students-by-type" className="border-b border-gray-100 px-6 py-5 font-semibold">
            Students by type of studying
          </h2>
          <div className="grow p-4">
            <div className="flex h-full items-center justify-center rounded-md border-2 border-dashed border-gray-200 bg-gray-100 px-4 py-16 text-3xl font-semibold text-gray-500">
              Chart
            </div>
          </div>
        </section>
      </section>
    </>
  );
}
