import { useEffect, useId, Suspense } from "react";
import { Link, Outlet } from "react-router-dom";
import { PageErrorBoundary } from "@/components/page-error-boundary";
import { AdminContentSkeleton } from "@/features/admin/components/admin-skeleton";
import { AdminIcon } from "@/features/admin/components/admin-icon";
import { AdminSidebar } from "@/features/admin/components/admin-sidebar";
import { AdminTopBar } from "@/features/admin/components/admin-top-bar";
import { useOpenUntilNavigation } from "@/hooks/use-open-until-navigation";
import { clearAdminToken } from "@/lib/auth/admin-token";
import { onAdminAuthFailure } from "@/lib/api-client";

const headerLinkClassName = "btn gap-2 px-5 py-3";

export function DashboardLayout() {
  const sidebarId = useId();
  // On small screens the opened sidebar should not linger over the next page.
  const [sidebarOpen, setSidebarOpen] = useOpenUntilNavigation();

  // A 401/403 on any admin call means the API no longer accepts the token: log out exactly like expiry,
  // by dropping the token (the guard then leaves for /). One listener for the whole admin area.
  useEffect(() => {
    const unsubscribe = onAdminAuthFailure(() => clearAdminToken());
    return () => {
      unsubscribe();
    };
  }, []);

  return (
    <div className="flex min-h-screen md:bg-gray-100">
      <AdminSidebar id={sidebarId} open={sidebarOpen} />
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
              <Link
                to="/dashboard/manage-books"
                className={`${headerLinkClassName} border-action text-action hover:bg-indigo-50`}
              >
                <AdminIcon name="pencil" className="size-5" />
                Manage Books
              </Link>
              <Link to="/dashboard/add-new-book" className={`${headerLinkClassName} btn-action`}>
                <AdminIcon name="plus" className="size-5" />
                Add New Book
              </Link>
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
