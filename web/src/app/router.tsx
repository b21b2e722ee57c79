import { createBrowserRouter } from "react-router-dom";

// Every page is its own chunk (route-level code splitting): the storefront never downloads the admin area,
// chart.js or the dialog library until a route that needs them is visited. Route modules export `Component`.
export const router = createBrowserRouter([
  {
    path: "/",
    lazy: () => import("@/app/routes/storefront-layout"),
    children: [
      { index: true, lazy: () => import("@/app/routes/home") },
      { path: "about", lazy: () => import("@/app/routes/about") },
      { path: "login", lazy: () => import("@/app/routes/login") },
      { path: "register", lazy: () => import("@/app/routes/register") },
      { path: "cart", lazy: () => import("@/app/routes/cart") },
      { path: "books/:id", lazy: () => import("@/app/routes/book") },
      { path: "search", lazy: () => import("@/app/routes/search") },
      { path: "orders", lazy: () => import("@/app/routes/orders") },
      { path: "checkout", lazy: () => import("@/app/routes/checkout") },
      { path: "user-dashboard", lazy: () => import("@/app/routes/user-dashboard") },
      { path: "*", lazy: () => import("@/app/routes/not-found") },
    ],
  },
  { path: "/admin", lazy: () => import("@/app/routes/admin/login") },
  {
    path: "/dashboard",
    lazy: () => import("@/app/routes/admin/dashboard-layout"),
    children: [
      { index: true, lazy: () => import("@/app/routes/admin/stats") },
      { path: "add-new-book", lazy: () => import("@/app/routes/admin/add-book") },
      { path: "edit-book/:id", lazy: () => import("@/app/routes/admin/edit-book") },
      { path: "manage-books", lazy: () => import("@/app/routes/admin/manage-books") },
    ],
  },
]);
