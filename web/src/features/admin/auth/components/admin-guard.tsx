import { useEffect, useState, type ReactNode } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { takeSignOutReason } from "@/lib/auth/admin-session";
import { useAdminToken } from "@/lib/auth/admin-token";

/**
 * Admin guard for everything under /dashboard (product §6).
 * - Arriving without a usable token (none, or expired before the page loaded) goes to /admin.
 * - Losing it while inside (logout, another tab, or expiry) goes to / (product §4). The expiry alert is
 *   AdminTokenExpiry's, which watches the token on every page.
 * - Losing it because the server ended it (the member disabled, their role changed) goes to /admin, which says why.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const token = useAdminToken();
  const navigate = useNavigate();
  // Whether the page was entered signed in: fixed at the first render.
  const [enteredWithToken] = useState(token !== null);

  useEffect(() => {
    if (token !== null || !enteredWithToken) return;
    const signedOut = takeSignOutReason();
    if (signedOut) navigate("/admin", { replace: true, state: { signedOut } });
    else navigate("/", { replace: true });
  }, [token, navigate, enteredWithToken]);

  if (token !== null) return children;
  return enteredWithToken ? null : <Navigate to="/admin" replace />;
}
