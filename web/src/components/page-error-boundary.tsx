import type { ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { useLocation } from "react-router-dom";
import { StatusMessage } from "@/components/status-message";

// How browsers say a lazily loaded chunk could not be fetched: after a redeploy, the page asks for a file of the
// previous release that Hosting no longer has (or the network dropped).
const CHUNK_LOAD_FAILED = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export const isChunkLoadError = (error: unknown) =>
  error instanceof Error && CHUNK_LOAD_FAILED.some((pattern) => pattern.test(error.message));

function PageError({ error, resetErrorBoundary }: FallbackProps) {
  const chunkMissing = isChunkLoadError(error);
  return (
    <section aria-labelledby="page-error-heading" className="mx-auto max-w-xl py-16 text-center">
      <h1 id="page-error-heading" className="mb-4 text-2xl font-semibold">
        {chunkMissing ? "This page could not be loaded" : "Something went wrong"}
      </h1>
      <StatusMessage kind="error">
        {chunkMissing
          ? "The store may have been updated since this page was opened, or the connection dropped. Reloading gets the latest version."
          : "This page ran into a problem. Try again, or go back to the store."}
      </StatusMessage>
      <div className="mt-6 flex justify-center gap-4">
        {/* A missing chunk needs a full reload: the old page's other chunks may be gone too. */}
        <button
          type="button"
          className="btn btn-brand px-6"
          onClick={chunkMissing ? () => window.location.reload() : resetErrorBoundary}
        >
          {chunkMissing ? "Reload" : "Try again"}
        </button>
        {!chunkMissing && (
          <a href="/" className="btn btn-quiet px-6">
            Back to the store
          </a>
        )}
      </div>
    </section>
  );
}

/**
 * Keeps a page's failure (a render error, a chunk missing after a redeploy) inside the layout that holds it:
 * the header and navigation stay, the page says what happened and offers a way on. Another address starts
 * afresh.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={PageError} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}
