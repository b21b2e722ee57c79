import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { showDialog } from "@/components/dialogs";
import { clearAdminToken, hasExpiredAdminToken, useAdminToken } from "@/lib/auth/admin-token";

export const TOKEN_EXPIRED_MESSAGE = "Token has been expired!, Please login again.";

/**
 * product §4: the admin token is removed when it expires, with an alert and a redirect to /, wherever the admin
 * is in the app (the original's timer ran in the open tab whatever the page). Mounted once, inside the router.
 * A token that had already expired when the app loaded is only removed: it counts as no token, and the
 * admin guard sends /dashboard visitors to /admin.
 */
export function AdminTokenExpiry() {
  const token = useAdminToken();
  const navigate = useNavigate();
  const hadToken = useRef(token !== null);

  useEffect(() => {
    if (hasExpiredAdminToken()) clearAdminToken();
  }, []);

  useEffect(() => {
    const expiredNow = hadToken.current && token === null && hasExpiredAdminToken();
    hadToken.current = token !== null;
    if (!expiredNow) return;
    clearAdminToken();
    void showDialog({ title: TOKEN_EXPIRED_MESSAGE, text: "", icon: "warning" });
    navigate("/", { replace: true });
  }, [token, navigate]);

  return null;
}
