/** A page of the admin while its figures or its code load: pulsing blocks where the content will be. */
export function AdminContentSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading...</span>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((block) => (
          <div key={block} className="h-32 animate-pulse rounded-lg bg-white shadow" />
        ))}
      </div>
      <div className="h-72 animate-pulse rounded-lg bg-white shadow" />
    </div>
  );
}

/**
 * The admin's own frame (sidebar, top bar, grey page) while the admin area's code loads on a cold start, so it
 * never shows as the storefront's spinner or as unstyled text.
 */
export function AdminSkeleton() {
  return (
    <div className="flex min-h-screen bg-gray-100">
      <div aria-hidden="true" className="hidden w-20 shrink-0 bg-gray-800 sm:block" />
      <div className="grow">
        <div aria-hidden="true" className="h-20 bg-white" />
        <div className="p-6 sm:p-10">
          <AdminContentSkeleton />
        </div>
      </div>
    </div>
  );
}
