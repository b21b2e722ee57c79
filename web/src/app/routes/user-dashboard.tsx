import { AddressBook } from "@/features/addresses/components/address-book";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { UserDashboard } from "@/features/orders/components/user-dashboard";

export function Component() {
  return (
    <RequireAuth>
      {(user) => (
        <>
          <UserDashboard email={user.email ?? ""} name={user.name} />
          <AddressBook uid={user.uid} />
        </>
      )}
    </RequireAuth>
  );
}
