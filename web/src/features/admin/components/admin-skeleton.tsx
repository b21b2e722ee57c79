/** A stat card's place while it loads: its height, its icon's circle and two lines of text. */
export function SkeletonCard() {
  return (
    <div className="flex h-32 animate-pulse items-center rounded-lg bg-white p-8 shadow">
      <div className="mr-6 size-16 shrink-0 rounded-full bg-gray-200" />
      <div className="grow space-y-3">
        <div className="h-6 w-16 rounded bg-gray-200" />
        <div className="h-4 w-28 max-w-full rounded bg-gray-200" />
      </div>
    </div>
  );
}

/** A page of the admin while its figures or its code load: pulsing blocks where the content will be. */
export function AdminContentSkeleton() {
  return (
    <div role="status" className="space-y-6">
      <span className="sr-only">Loading...</span>
      <div aria-hidden="true" className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((block) => (
          <SkeletonCard key={block} />
        ))}
      </div>
      <div aria-hidden="true" className="h-72 animate-pulse rounded-lg bg-white shadow" />
    </div>
  );
}

/**
 * The admin's own frame (sidebar, top bar, grey page) while the admin area's code loads on a cold start, so it
 * never shows as the storefront's spinner or as unstyled text: dashboard.html's first paint (admin-pages.ts).
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

/** The admin sign-in's card while its code loads: admin.html's first paint, and the set-up page's while it loads. */
export function AdminLoginSkeleton() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-gray-100 px-4">
      <div role="status" className="w-full max-w-sm animate-pulse rounded bg-white px-8 pt-6 pb-8 shadow-md">
        <span className="sr-only">Loading...</span>
        <div aria-hidden="true">
          <div className="mb-4 h-7 w-3/4 rounded bg-gray-200" />
          {[0, 1].map((field) => (
            <div key={field} className="mb-4">
              <div className="mb-1 h-5 w-20 rounded bg-gray-200" />
              <div className="h-10 rounded-md bg-gray-200" />
            </div>
          ))}
          <div className="h-10 rounded-md bg-gray-200" />
          <div className="mx-auto mt-5 h-4 w-48 rounded bg-gray-200" />
        </div>
      </div>
    </div>
  );
}
