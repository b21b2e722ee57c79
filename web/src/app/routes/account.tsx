import { useState } from "react";
import { Navigate } from "react-router-dom";
import { AccountPage } from "@/features/auth/components/account-page";
import { RequireAuth } from "@/features/auth/components/require-auth";

export function Component() {
  // Once the account is deleted the shopper goes home, not to the login page the guard sends the signed-out to.
  const [deleted, setDeleted] = useState(false);
  if (deleted) return <Navigate to="/" replace />;
  return <RequireAuth>{(user) => <AccountPage user={user} onDeleted={() => setDeleted(true)} />}</RequireAuth>;
}
