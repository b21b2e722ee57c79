import { AdminLoginForm } from "@/features/admin/auth/components/admin-login-form";

// Standalone page (product §2 'Admin login'): no storefront header or footer around it.
export function Component() {
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
