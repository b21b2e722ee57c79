import { useEffect, useRef, type ReactNode } from "react";
import { Navigate, useNavigate } from "react-router-dom";
import { showDialog } from "@/components/dialogs";
import { clearAdminToken, hasExpiredAdminToken, useAdminToken } from "@/lib/admin-token";

export const TOKEN_EXPIRED_MESSAGE = "Token has been expired!, Please login again.";

/**
 * Admin guard for everything under /dashboard (SPEC §6).
 * - Arriving without a usable token (none, or expired before the page loaded) goes to /admin.
 * - Losing it while inside (logout, the API refusing it, another tab, or expiry) goes to / (SPEC §4);
 *   expiry also shows the alert. Both cases live here so the two redirects can never race each other.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const token = useAdminToken();
  const navigate = useNavigate();
  const enteredWithToken = useRef(token !== null);

  useEffect(() => {
    if (token !== null || !enteredWithToken.current) return;
    if (hasExpiredAdminToken()) {
      clearAdminToken();
      void showDialog({ title: TOKEN_EXPIRED_MESSAGE, text: "", icon: "warning" });
    }
    navigate("/", { replace: true });
  }, [token, navigate]);

  if (token !== null) return children;
  return enteredWithToken.current ? null : <Navigate to="/admin" replace />;
}
