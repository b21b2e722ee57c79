import type { ReactNode } from "react";

/**
 * The one place a screen says it is loading, failed or has nothing to show. Errors are announced
 * (role="alert"); loading and empty states are polite status updates.
 */
export function StatusMessage({ kind, children }: { kind: "loading" | "error" | "empty"; children: ReactNode }) {
  if (kind === "error") {
    return (
      <p role="alert" className="rounded-md border border-danger/30 bg-danger-soft px-4 py-3 text-danger">
        {children}
      </p>
    );
  }
  return (
    <p role="status" className="px-1 py-3 text-gray-600">
      {children}
    </p>
  );
}

/**
 * A whole page still loading. It holds a screen's height, so the footer stays below the fold instead of
 * jumping up and back down when the page arrives (a layout shift that Lighthouse counts as CLS).
 */
export function PageLoading() {
  return (
    <div className="min-h-[100svh]" aria-busy="true" data-page-loading>
      <StatusMessage kind="loading">Loading...</StatusMessage>
    </div>
  );
}
