import { OrderLookupPage } from "@/features/orders/components/order-lookup";

export function Component() {
  return <OrderLookupPage />;
}
