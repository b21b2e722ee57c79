import { Link, useLocation } from "react-router-dom";

/** 'Page not found', as the function's own first HTML says it for an address it does not know. */
export function NotFound() {
  const { pathname } = useLocation();
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="mb-4 text-3xl font-semibold">Page not found</h1>
      <p className="mb-8 text-gray-600">
        There is no page at <code className="break-all">{pathname}</code>. It may have moved, or the address may be
        mistyped.
      </p>
      <Link to="/" className="btn btn-brand px-6">
        Back to the store
      </Link>
    </section>
  );
}
