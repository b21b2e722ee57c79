import type { ReactNode } from "react";
import { StatusMessage } from "@/components/status-message";

/** What a query (plain or paged) tells a screen about itself; React Query's results fit as they are. */
export interface QueryState {
  isPending: boolean;
  isError: boolean;
}

/**
 * A query's loading, error and empty states, one at a time, in the words each screen gives (the spec's own among
 * them); nothing once there is something to show. `children`, when given, is what is shown then.
 */
export function QueryStates({
  query,
  isEmpty,
  loading = "Loading...",
  error,
  empty,
  children,
}: {
  query: QueryState;
  /** The query answered with nothing to show. */
  isEmpty?: boolean;
  loading?: ReactNode;
  error: ReactNode;
  empty?: ReactNode;
  children?: ReactNode;
}) {
  if (query.isPending) return <StatusMessage kind="loading">{loading}</StatusMessage>;
  if (query.isError) return <StatusMessage kind="error">{error}</StatusMessage>;
  if (isEmpty) return empty === undefined ? null : <StatusMessage kind="empty">{empty}</StatusMessage>;
  return <>{children}</>;
}
