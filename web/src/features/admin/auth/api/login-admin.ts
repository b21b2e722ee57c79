import { adminSessionSchema, type AdminLogin } from "@bookstore/schema";
import { useMutation } from "@tanstack/react-query";
import { setAdminToken } from "@/lib/auth/admin-token";
import { apiFetch } from "@/lib/api-client";

// POST /api/auth/admin: not an `admin` call, since a refused login must not trigger the logout listeners.
export function loginAdmin(credentials: AdminLogin): Promise<{ token: string }> {
  return apiFetch("/auth/admin", { method: "POST", body: credentials, schema: adminSessionSchema });
}

export function useLoginAdmin({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: loginAdmin,
    onSuccess: ({ token }) => {
      setAdminToken(token);
      onSuccess?.();
    },
  });
}
