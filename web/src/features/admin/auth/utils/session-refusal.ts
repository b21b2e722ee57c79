import { ADMIN_REFUSALS } from "@bookstore/schema/staff-roles";
import type { ApiError } from "@/lib/api-client";

/**
 * Why the server's refusal of an admin call ends the dashboard session, as the member is told on the sign-in
 * page; null for a refusal that leaves them signed in (their role lacks that one permission: the page says so).
 */
export function sessionEndedMessage(error: ApiError): string | null {
  if (error.status === 403 && error.code === ADMIN_REFUSALS.forbidden) return null;
  if (error.code === ADMIN_REFUSALS.sessionEnded) {
    return "Your access to the dashboard was changed or removed. Please sign in again.";
  }
  return "Your session has ended. Please sign in again.";
}
