import { PlainLink, type StoreLink } from "./link";

interface NotFoundViewProps {
  /** The address asked for, when known (the app shows it; the function's cached 404 page is one for all). */
  path?: string;
  Link?: StoreLink;
}

/** 'Page not found' with a way back: the app's page for an unknown address and the function's 404 alike. */
export function NotFoundView({ path, Link = PlainLink }: NotFoundViewProps) {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="mb-4 text-3xl font-semibold">Page not found</h1>
      <p className="mb-8 text-gray-600">
        {path === undefined ? null : (
          <>
            There is no page at <code className="break-all">{path}</code>.{" "}
          </>
        )}
        It may have moved, or the address may be mistyped.
      </p>
      <Link to="/" className="btn btn-brand px-6">
        Back to the store
      </Link>
    </section>
  );
}
