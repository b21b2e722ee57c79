import { AdminStats } from "@/features/admin/stats/components/admin-stats";

export function Component() {
  return <AdminStats />;
}
