import { PermittedPage } from "@/features/admin/auth/components/permitted-page";
import { RecentReviews } from "@/features/admin/reviews/components/recent-reviews";
import { AdminStats } from "@/features/admin/stats/components/admin-stats";

// The dashboard's index: the owner's figures. Every other role's dashboard opens on its own landing page.
export function Component() {
  return (
    <PermittedPage permission="stats">
      <AdminStats />
      <RecentReviews />
    </PermittedPage>
  );
}
