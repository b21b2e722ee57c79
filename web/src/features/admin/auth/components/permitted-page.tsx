import { roleCan, type Permission } from "@bookstore/schema/staff-roles";
import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { landingPathFor } from "@/features/admin/auth/utils/admin-nav";
import { useAdminSession } from "@/lib/auth/admin-token";

/** Whether the signed-in member's role may do this (the server checks it again on every call). */
export function useAdminCan(permission: Permission): boolean {
  const session = useAdminSession();
  return session !== null && roleCan(session.role, permission);
}

/**
 * A dashboard page the member's role may not use (an address typed or kept from before a role change) opens their
 * own landing page instead: the page would only meet the server's 403.
 */
export function PermittedPage({ permission, children }: { permission: Permission; children: ReactNode }) {
  const session = useAdminSession();
  if (!session) return null;
  if (!roleCan(session.role, permission)) return <Navigate to={landingPathFor(session.role)} replace />;
  return children;
}
