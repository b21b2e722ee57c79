import { useParams } from "react-router-dom";
import { OrderDetail } from "@/features/admin/orders/components/order-detail";

export function Component() {
  const { id = "" } = useParams();
  return <OrderDetail id={id} />;
}
