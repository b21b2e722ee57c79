import { RecentReviews } from "@/features/admin/reviews/components/recent-reviews";
import { AdminStats } from "@/features/admin/stats/components/admin-stats";

export function Component() {
  return (
    <>
      <AdminStats />
      <RecentReviews />
    </>
  );
}
