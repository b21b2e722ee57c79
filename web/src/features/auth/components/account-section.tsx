import { useId, type ReactNode } from "react";

/** One titled part of the account page, named by its heading for screen readers' region lists. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A form's outcome under its button: announced politely when it worked, at once when it did not. */
export function FormOutcome({ done, failed }: { done?: string; failed?: string }) {
  return (
    <>
      <p role="status" className="mt-3 text-sm text-success empty:mt-0">
        {done}
      </p>
      {failed && (
        <p role="alert" className="mt-3 text-sm font-semibold text-danger">
          {failed}
        </p>
      )}
    </>
  );
}
