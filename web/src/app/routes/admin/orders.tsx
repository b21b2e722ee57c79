import { OrderDesk } from "@/features/admin/orders/components/order-desk";

export function Component() {
  return <OrderDesk />;
}
