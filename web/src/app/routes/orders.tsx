import { RequireAuth } from "@/features/auth/components/require-auth";
import { OrdersList } from "@/features/orders/components/orders-list";

export function Component() {
  return <RequireAuth>{(user) => <OrdersList email={user.email ?? ""} />}</RequireAuth>;
}
