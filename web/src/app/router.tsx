import type { QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, type ComponentType } from "react";
import { BrowserRouter, matchPath, Route, Routes, useLocation, useNavigationType } from "react-router-dom";
import { PageErrorBoundary } from "@/components/page-error-boundary";
import { PageLoading } from "@/components/status-message";
import { Component as StorefrontLayout } from "@/app/routes/storefront-layout";
import { AdminTokenExpiry } from "@/features/admin/auth/components/admin-token-expiry";
import { AdminLoginSkeleton, AdminSkeleton } from "@/features/admin/components/admin-skeleton";

/**
 * Every page is its own chunk (route-level code splitting): the storefront never downloads the admin area,
 * chart.js or the dialog library until a route that needs them is visited. Declarative routes rather than a
 * data router: the data router's runtime costs ~17 kB gzip on the home page's first load, and no page here
 * uses loaders or actions. Route modules export `Component`.
 */
function lazyPage(load: () => Promise<{ Component: ComponentType }>) {
  return lazy(() => load().then((module) => ({ default: module.Component })));
}

/**
 * A route module the function may have rendered first (book and author pages): loaded before the app's first
 * render there, so that render draws the page itself, never its loading state over the content already shown.
 * Its `prepare` puts in the query cache what the page reads first.
 */
type RenderedRoute = { Component: ComponentType; prepare?: (queryClient: QueryClient, slug: string) => Promise<void> };
function renderedPage(load: () => Promise<RenderedRoute>) {
  let loaded: ComponentType | undefined;
  const Lazy = lazyPage(load);
  const Page = () => (loaded ? <Loaded component={loaded} /> : <Lazy />);
  const preload = async (queryClient: QueryClient, slug: string) => {
    const module = await load();
    await module.prepare?.(queryClient, slug);
    loaded = module.Component;
  };
  return { Page, preload };
}
const Loaded = ({ component: Component }: { component: ComponentType }) => <Component />;

const Home = lazyPage(() => import("@/app/routes/home"));
const About = lazyPage(() => import("@/app/routes/about"));
const Terms = lazyPage(() => import("@/app/routes/terms"));
const Login = lazyPage(() => import("@/app/routes/login"));
const Register = lazyPage(() => import("@/app/routes/register"));
const Cart = lazyPage(() => import("@/app/routes/cart"));
const { Page: BookPage, preload: preloadBookPage } = renderedPage(() => import("@/app/routes/book"));
const Search = lazyPage(() => import("@/app/routes/search"));
const { Page: AuthorPage, preload: preloadAuthorPage } = renderedPage(() => import("@/app/routes/author"));

/** Readies the page at `pathname` when it is one the function renders (see renderedPage); others need nothing. */
export async function prepareRenderedPage(pathname: string, queryClient: QueryClient): Promise<void> {
  const author = matchPath("/authors/:slug", pathname);
  if (author) return preloadAuthorPage(queryClient, author.params.slug ?? "");
  if (matchPath("/books/:id", pathname)) return preloadBookPage(queryClient, "");
}
const Orders = lazyPage(() => import("@/app/routes/orders"));
const OrderLookup = lazyPage(() => import("@/app/routes/order-lookup"));
const Checkout = lazyPage(() => import("@/app/routes/checkout"));
const UserDashboard = lazyPage(() => import("@/app/routes/user-dashboard"));
const Wishlist = lazyPage(() => import("@/app/routes/wishlist"));
const NotFound = lazyPage(() => import("@/app/routes/not-found"));
const AdminLogin = lazyPage(() => import("@/app/routes/admin/login"));
const DashboardLayout = lazyPage(() => import("@/app/routes/admin/dashboard-layout"));
const AdminStats = lazyPage(() => import("@/app/routes/admin/stats"));
const AddBook = lazyPage(() => import("@/app/routes/admin/add-book"));
const EditBook = lazyPage(() => import("@/app/routes/admin/edit-book"));
const ManageBooks = lazyPage(() => import("@/app/routes/admin/manage-books"));
const AdminOrders = lazyPage(() => import("@/app/routes/admin/orders"));
const AdminOrder = lazyPage(() => import("@/app/routes/admin/order"));

/** A new page starts at the top; back and forward keep the browser's own scroll position. */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== "POP") window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <ScrollToTopOnNavigate />
      <AdminTokenExpiry />
      {/* For what fails outside any layout: the admin login, a layout's own chunk. */}
      <PageErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/" element={<StorefrontLayout />}>
              <Route index element={<Home />} />
              <Route path="about" element={<About />} />
              <Route path="terms" element={<Terms />} />
              <Route path="login" element={<Login />} />
              <Route path="register" element={<Register />} />
              <Route path="cart" element={<Cart />} />
              <Route path="books/:id" element={<BookPage />} />
              <Route path="search" element={<Search />} />
              <Route path="authors/:slug" element={<AuthorPage />} />
              <Route path="orders" element={<Orders />} />
              <Route path="orders/lookup" element={<OrderLookup />} />
              <Route path="checkout" element={<Checkout />} />
              <Route path="user-dashboard" element={<UserDashboard />} />
              <Route path="wishlist" element={<Wishlist />} />
              <Route path="*" element={<NotFound />} />
            </Route>
            {/* The admin's pages load in their own skeletons, which admin.html and dashboard.html draw first. */}
            <Route
              path="/admin"
              element={
                <Suspense fallback={<AdminLoginSkeleton />}>
                  <AdminLogin />
                </Suspense>
              }
            />
            <Route
              path="/dashboard"
              element={
                <Suspense fallback={<AdminSkeleton />}>
                  <DashboardLayout />
                </Suspense>
              }
            >
              <Route index element={<AdminStats />} />
              <Route path="add-new-book" element={<AddBook />} />
              <Route path="edit-book/:id" element={<EditBook />} />
              <Route path="manage-books" element={<ManageBooks />} />
              <Route path="orders" element={<AdminOrders />} />
              <Route path="orders/:id" element={<AdminOrder />} />
            </Route>
          </Routes>
        </Suspense>
      </PageErrorBoundary>
    </BrowserRouter>
  );
}
