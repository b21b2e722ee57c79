import { AdminGuard } from "@/features/admin/auth/components/admin-guard";
import { DashboardLayout } from "@/features/admin/components/dashboard-layout";

export function Component() {
  return (
    <AdminGuard>
      <DashboardLayout />
    </AdminGuard>
  );
}
