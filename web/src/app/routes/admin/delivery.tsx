import { PermittedPage } from "@/features/admin/auth/components/permitted-page";
import { DeliveryZonesPage } from "@/features/admin/money/components/delivery-zones-page";

export function Component() {
  return (
    <PermittedPage permission="settings">
      <DeliveryZonesPage />
    </PermittedPage>
  );
}
