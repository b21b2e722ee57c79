import { Suspense } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { lazyPage } from "@/app/lazy-page";
import { AdminLoginForm } from "@/features/admin/auth/components/admin-login-form";
import { AdminLoginSkeleton } from "@/features/admin/components/admin-skeleton";

// The set-up page a new member's link opens, routed here: a lazy route in the app's router would weigh on the
// storefront's first load.
const AdminSetup = lazyPage(() => import("@/app/routes/admin/setup"));

export function Component() {
  return (
    <Routes>
      <Route index element={<AdminLogin />} />
      <Route
        path="setup"
        element={
          <Suspense fallback={<AdminLoginSkeleton />}>
            <AdminSetup />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}

// Standalone page (product §2 'Admin login'): no storefront header or footer around it.
function AdminLogin() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-100 px-4">
      <div className="w-full max-w-sm rounded bg-white px-8 pb-8 pt-6 shadow-md">
        <h1 id="admin-login-title" className="mb-4 text-xl font-semibold">
          Admin Dashboard Login
        </h1>
        <AdminLoginForm />
        <p className="mt-5 text-center text-xs text-gray-500">
          ©{new Date().getFullYear()} Book Store. All rights reserved.
        </p>
      </div>
    </main>
  );
}
