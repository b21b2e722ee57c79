import { Navigate, Route, Routes } from "react-router-dom";
import { lazyPage } from "@/app/lazy-page";
import { AdminGuard } from "@/features/admin/auth/components/admin-guard";
import { DashboardLayout } from "@/features/admin/components/dashboard-layout";

// The dashboard's pages, each its own chunk, routed here rather than in the app's router: their imports then
// weigh on the dashboard's code, not on the storefront's first load.
const AdminStats = lazyPage(() => import("@/app/routes/admin/stats"));
const AddBook = lazyPage(() => import("@/app/routes/admin/add-book"));
const EditBook = lazyPage(() => import("@/app/routes/admin/edit-book"));
const ManageBooks = lazyPage(() => import("@/app/routes/admin/manage-books"));
const AdminOrders = lazyPage(() => import("@/app/routes/admin/orders"));
const AdminOrder = lazyPage(() => import("@/app/routes/admin/order"));
const AdminReviews = lazyPage(() => import("@/app/routes/admin/reviews"));
const AdminReturns = lazyPage(() => import("@/app/routes/admin/returns"));
const AdminStaff = lazyPage(() => import("@/app/routes/admin/staff"));
const AdminActivity = lazyPage(() => import("@/app/routes/admin/activity"));
const AdminMail = lazyPage(() => import("@/app/routes/admin/mail"));
const AdminSettings = lazyPage(() => import("@/app/routes/admin/settings"));
const AdminDelivery = lazyPage(() => import("@/app/routes/admin/delivery"));
const AdminDiscounts = lazyPage(() => import("@/app/routes/admin/discounts"));

export function Component() {
  return (
    <AdminGuard>
      <Routes>
        <Route element={<DashboardLayout />}>
          <Route index element={<AdminStats />} />
          <Route path="add-new-book" element={<AddBook />} />
          <Route path="edit-book/:id" element={<EditBook />} />
          <Route path="manage-books" element={<ManageBooks />} />
          <Route path="orders" element={<AdminOrders />} />
          <Route path="orders/:id" element={<AdminOrder />} />
          <Route path="reviews" element={<AdminReviews />} />
          <Route path="returns" element={<AdminReturns />} />
          <Route path="staff" element={<AdminStaff />} />
          <Route path="activity" element={<AdminActivity />} />
          <Route path="mail" element={<AdminMail />} />
          <Route path="settings" element={<AdminSettings />} />
          <Route path="delivery" element={<AdminDelivery />} />
          <Route path="discounts" element={<AdminDiscounts />} />
          <Route path="*" element={<Navigate to="/dashboard" replace />} />
        </Route>
      </Routes>
    </AdminGuard>
  );
}
