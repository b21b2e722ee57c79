import { adminSessionSchema, type AdminLogin, type AdminSession } from "@bookstore/schema";
import { useMutation } from "@tanstack/react-query";
import { setAdminSession } from "@/lib/auth/admin-session";
import { apiFetch } from "@/lib/api-client";

// POST /api/auth/admin: not an `admin` call, since a refused login must not trigger the logout listeners.
export function loginAdmin(credentials: AdminLogin): Promise<AdminSession> {
  return apiFetch("/auth/admin", { method: "POST", body: credentials, schema: adminSessionSchema });
}

export function useLoginAdmin({ onSuccess }: { onSuccess?: (session: AdminSession) => void } = {}) {
  return useMutation({
    mutationFn: loginAdmin,
    onSuccess: (session) => {
      setAdminSession(session);
      onSuccess?.(session);
    },
  });
}
