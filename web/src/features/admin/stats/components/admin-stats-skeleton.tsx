import { SkeletonCard } from "@/features/admin/components/admin-skeleton";

const panel = "animate-pulse rounded-lg bg-white shadow";

/**
 * The statistics page's own shape while its figures load (product §2: a loading indicator until they arrive):
 * the four cards, the chart (medium screens up, as the chart itself), the two small cards and the two lists,
 * on the same grids, so nothing moves when the figures arrive. Screen readers hear 'Loading...'.
 */
export function AdminStatsSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading...</span>
      <div aria-hidden="true" className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <SkeletonCard key={card} />
        ))}
      </div>
      <div
        aria-hidden="true"
        className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-flow-col xl:grid-cols-4 xl:grid-rows-3"
      >
        <div className={`hidden min-h-80 md:col-span-2 md:row-span-2 md:block ${panel}`} />
        <SkeletonCard />
        <SkeletonCard />
        <div className={`h-96 row-span-3 ${panel}`} />
        <div className={`h-96 row-span-3 ${panel}`} />
      </div>
    </div>
  );
}
