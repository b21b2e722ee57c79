import { GuestAccountForm } from "@/features/auth/components/guest-account-form";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { OrdersList } from "@/features/orders/components/orders-list";

export function Component() {
  return (
    <RequireAuth allowGuest>
      {(user) => (
        <>
          {user.guest && (
            <div className="container mx-auto px-6 pt-6">
              <GuestAccountForm />
            </div>
          )}
          <OrdersList uid={user.uid} />
        </>
      )}
    </RequireAuth>
  );
}
