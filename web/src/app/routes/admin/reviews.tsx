import { PermittedPage } from "@/features/admin/auth/components/permitted-page";
import { RecentReviews } from "@/features/admin/reviews/components/recent-reviews";

// Review moderation on its own page, for the roles that moderate without seeing the sales figures.
export function Component() {
  return (
    <PermittedPage permission="reviews">
      <RecentReviews />
    </PermittedPage>
  );
}
