import { PermittedPage } from "@/features/admin/auth/components/permitted-page";
import { OrderDesk } from "@/features/admin/orders/components/order-desk";

export function Component() {
  return (
    <PermittedPage permission="orders">
      <OrderDesk />
    </PermittedPage>
  );
}
