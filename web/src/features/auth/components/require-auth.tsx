import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { StatusMessage } from "@/components/status-message";
import { startAuthListener } from "@/features/auth/api/auth-session";
import { LOGIN_PATH } from "@/features/auth/utils/login-path";
import { useAuthStore, type AuthUser } from "@/features/auth/stores/auth-store";

/**
 * Login-required pages (product §6): wait for the auth state, then either render or send the shopper to sign in.
 * A guest counts as signed in only on pages that `allowGuest` (their orders); `signedOut` replaces the trip to
 * the login page (the checkout's choice between signing in and continuing as a guest).
 */
export function RequireAuth({
  children,
  allowGuest = false,
  signedOut,
}: {
  children: ReactNode | ((user: AuthUser) => ReactNode);
  allowGuest?: boolean;
  signedOut?: ReactNode;
}) {
  const auth = useAuthStore();
  const location = useLocation();

  // The storefront only loads Firebase up front for a returning shopper; a guarded page always needs to know.
  useEffect(() => {
    void startAuthListener();
  }, []);

  if (auth.status === "loading") return <StatusMessage kind="loading">Loading...</StatusMessage>;
  if (auth.status === "signed-out" || (auth.user.guest && !allowGuest)) {
    return signedOut ?? <Navigate to={LOGIN_PATH} replace state={{ from: location }} />;
  }
  return typeof children === "function" ? children(auth.user) : children;
}
