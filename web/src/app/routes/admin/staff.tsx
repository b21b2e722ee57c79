import { PermittedPage } from "@/features/admin/auth/components/permitted-page";
import { StaffPage } from "@/features/admin/staff/components/staff-page";

export function Component() {
  return (
    <PermittedPage permission="staff">
      <StaffPage />
    </PermittedPage>
  );
}
