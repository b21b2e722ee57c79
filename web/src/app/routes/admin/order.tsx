import { useParams } from "react-router-dom";
import { PermittedPage } from "@/features/admin/auth/components/permitted-page";
import { OrderDetail } from "@/features/admin/orders/components/order-detail";

export function Component() {
  const { id = "" } = useParams();
  return (
    <PermittedPage permission="orders">
      <OrderDetail id={id} />
    </PermittedPage>
  );
}
