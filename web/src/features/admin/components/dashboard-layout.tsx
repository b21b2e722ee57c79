import { useEffect, useId, Suspense } from "react";
import { Link, Outlet } from "react-router-dom";
import { PageErrorBoundary } from "@/components/page-error-boundary";
import { AdminContentSkeleton } from "@/features/admin/components/admin-skeleton";
import { AdminIcon } from "@/features/admin/components/admin-icon";
import { AdminSidebar } from "@/features/admin/components/admin-sidebar";
import { AdminTopBar } from "@/features/admin/components/admin-top-bar";
import { useOpenUntilNavigation } from "@/hooks/use-open-until-navigation";
import { sessionEndedMessage } from "@/features/admin/auth/utils/session-refusal";
import { useAdminCan } from "@/features/admin/auth/components/permitted-page";
import { endAdminSession } from "@/lib/auth/admin-session";
import { onAdminAuthFailure } from "@/lib/api-client";

const headerLinkClassName = "btn gap-2 px-5 py-3";

export function DashboardLayout() {
  const sidebarId = useId();
  // On small screens the opened sidebar should not linger over the next page.
  const [sidebarOpen, setSidebarOpen] = useOpenUntilNavigation();
  const canReadBooks = useAdminCan("books.read");
  const canWriteBooks = useAdminCan("books.write");

  // A 401/403 on any admin call that says the API no longer accepts the token (the member was disabled, their role
  // changed, the token is not one it signed) ends the session, with why: the guard takes the member to sign in
  // again. A 403 for one permission their role lacks leaves them signed in. One listener for the whole admin area.
  useEffect(() => {
    const unsubscribe = onAdminAuthFailure((error) => {
      const message = sessionEndedMessage(error);
      if (message) endAdminSession(message);
    });
    return () => {
      unsubscribe();
    };
  }, []);

  return (
    <div className="flex min-h-screen md:bg-gray-100">
      <AdminSidebar id={sidebarId} open={sidebarOpen} onClose={() => setSidebarOpen(false)} />
      <div className="min-w-0 grow text-gray-800">
        <AdminTopBar
          sidebarId={sidebarId}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen(!sidebarOpen)}
        />
        <main className="space-y-6 p-6 sm:p-10">
          {/* The buttons go below the title when both do not fit beside the sidebar. */}
          <div className="flex flex-wrap items-end justify-between gap-6">
            <div>
              <h1 className="mb-2 text-4xl font-semibold">Dashboard</h1>
              <p className="ml-0.5 text-gray-600">Book Store Inventory</p>
            </div>
            <div className="flex flex-wrap gap-3">
              {canReadBooks && (
                <Link
                  to="/dashboard/manage-books"
                  className={`${headerLinkClassName} border-action text-action hover:bg-indigo-50`}
                >
                  <AdminIcon name="pencil" className="size-5" />
                  Manage Books
                </Link>
              )}
              {canWriteBooks && (
                <Link to="/dashboard/add-new-book" className={`${headerLinkClassName} btn-action`}>
                  <AdminIcon name="plus" className="size-5" />
                  Add New Book
                </Link>
              )}
            </div>
          </div>
          {/* A child page's code loads inside the admin's frame, not in place of it. */}
          <PageErrorBoundary>
            <Suspense fallback={<AdminContentSkeleton />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
      </div>
    </div>
  );
}
