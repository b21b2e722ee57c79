import { ActivityLog } from "@/features/admin/activity/components/activity-log";
import { PermittedPage } from "@/features/admin/auth/components/permitted-page";

export function Component() {
  return (
    <PermittedPage permission="activity">
      <ActivityLog />
    </PermittedPage>
  );
}
