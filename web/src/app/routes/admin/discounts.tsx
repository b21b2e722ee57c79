import { PermittedPage } from "@/features/admin/auth/components/permitted-page";
import { DiscountsPage } from "@/features/admin/money/components/discounts-page";

export function Component() {
  return (
    <PermittedPage permission="settings">
      <DiscountsPage />
    </PermittedPage>
  );
}
