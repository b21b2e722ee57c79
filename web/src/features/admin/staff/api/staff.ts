import {
  staffListSchema,
  staffMemberSchema,
  staffSetupDoneSchema,
  staffSetupLinkSchema,
  staffSetupStateSchema,
  type StaffCreate,
  type StaffPatch,
  type StaffSetup,
} from "@bookstore/schema";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminFetch } from "@/lib/auth/admin-fetch";

export const staffKeys = { all: ["admin", "staff"] as const };

// GET /api/admin/staff (owner): every member, oldest first.
export const staffListQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.all,
    queryFn: ({ signal }) => adminFetch("/admin/staff", { schema: staffListSchema, signal }),
  });

export const useStaffList = () => useQuery(staffListQueryOptions());

const useStaffMutation = <T, V>(mutationFn: (variables: V) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
};

// POST /api/admin/staff (owner): a new member, answered with their one-time set-up link.
export const useCreateStaff = () =>
  useStaffMutation((member: StaffCreate) =>
    adminFetch("/admin/staff", { method: "POST", body: member, schema: staffSetupLinkSchema }),
  );

// PATCH /api/admin/staff/:id (owner): a new role, or disabled / enabled; the member's tokens end.
export const useChangeStaff = () =>
  useStaffMutation(({ id, patch }: { id: string; patch: StaffPatch }) =>
    adminFetch(`/admin/staff/${encodeURIComponent(id)}`, { method: "PATCH", body: patch, schema: staffMemberSchema }),
  );

// POST /api/admin/staff/:id/reset (owner): a new set-up link; the member's password and tokens end.
export const useResetStaff = () =>
  useStaffMutation((id: string) =>
    adminFetch(`/admin/staff/${encodeURIComponent(id)}/reset`, { method: "POST", schema: staffSetupLinkSchema }),
  );

// GET /api/auth/admin/setup?token=: whether the link still works, asked when its page opens. Not retried: the
// answer does not change by asking again.
export const useSetupLinkState = (token: string) =>
  useQuery({
    queryKey: ["admin", "setup-link", token],
    queryFn: ({ signal }) =>
      apiFetch(`/auth/admin/setup?token=${encodeURIComponent(token)}`, { schema: staffSetupStateSchema, signal }),
    enabled: token !== "",
    retry: false,
    staleTime: Infinity,
  });

// POST /api/auth/admin/setup: the member chooses their password with the link's token. Not an admin call: no
// session yet, and a refused link must not sign anyone out.
export const useSetUpPassword = () =>
  useMutation({
    mutationFn: (setup: StaffSetup) =>
      apiFetch("/auth/admin/setup", { method: "POST", body: setup, schema: staffSetupDoneSchema }),
  });
