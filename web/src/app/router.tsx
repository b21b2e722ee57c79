import { Suspense, useEffect, type ComponentType } from "react";
import { BrowserRouter, Route, Routes, useLocation, useNavigationType } from "react-router-dom";
import { PageErrorBoundary } from "@/components/page-error-boundary";
import { PageLoading } from "@/components/status-message";
import { lazyPage } from "@/app/lazy-page";
import { Component as StorefrontLayout } from "@/app/routes/storefront-layout";
import { AdminTokenExpiry } from "@/features/admin/auth/components/admin-token-expiry";

/**
 * Every page is its own chunk (route-level code splitting): the storefront never downloads the admin area,
 * chart.js or the dialog library until a route that needs them is visited. Declarative routes rather than a
 * data router: the data router's runtime costs ~17 kB gzip on the home page's first load, and no page here
 * uses loaders or actions. Route modules export `Component`. The dashboard's pages and the admin's set-up page
 * are routed inside their own lazy modules: each lazy route here adds to the home page's first load.
 */

/**
 * A route whose module may arrive before the app's first render (`preload`), so that render draws the page itself,
 * never a loading state over what is already on screen: the book and author pages the function rendered
 * (take-over.ts), and the admin's pages, whose entry HTML draws their skeleton (`preloadAdminArea`).
 */
function preloadablePage(load: () => Promise<{ Component: ComponentType }>) {
  let loaded: ComponentType | undefined;
  const Lazy = lazyPage(load);
  const Page = () => {
    const Component = loaded ?? Lazy;
    return <Component />;
  };
  return { Page, preload: async () => void (loaded = (await load()).Component) };
}

const Home = lazyPage(() => import("@/app/routes/home"));
const About = lazyPage(() => import("@/app/routes/about"));
const Terms = lazyPage(() => import("@/app/routes/terms"));
const Login = lazyPage(() => import("@/app/routes/login"));
const Register = lazyPage(() => import("@/app/routes/register"));
const ForgotPassword = lazyPage(() => import("@/app/routes/forgot-password"));
const AuthAction = lazyPage(() => import("@/app/routes/auth-action"));
const Account = lazyPage(() => import("@/app/routes/account"));
const Cart = lazyPage(() => import("@/app/routes/cart"));
const { Page: BookPage, preload: preloadBookPage } = preloadablePage(() => import("@/app/routes/book"));
const Search = lazyPage(() => import("@/app/routes/search"));
const { Page: AuthorPage, preload: preloadAuthorPage } = preloadablePage(() => import("@/app/routes/author"));
export const renderedRoutes = { book: preloadBookPage, author: preloadAuthorPage };
const Orders = lazyPage(() => import("@/app/routes/orders"));
const OrderLookup = lazyPage(() => import("@/app/routes/order-lookup"));
const NewsletterConfirm = lazyPage(() => import("@/app/routes/newsletter-confirm"));
const NewsletterUnsubscribe = lazyPage(() => import("@/app/routes/newsletter-unsubscribe"));
const Checkout = lazyPage(() => import("@/app/routes/checkout"));
const UserDashboard = lazyPage(() => import("@/app/routes/user-dashboard"));
const Wishlist = lazyPage(() => import("@/app/routes/wishlist"));
const NotFound = lazyPage(() => import("@/app/routes/not-found"));
const { Page: AdminLogin, preload: preloadAdminLogin } = preloadablePage(() => import("@/app/routes/admin/login"));
const { Page: Dashboard, preload: preloadDashboard } = preloadablePage(
  () => import("@/app/routes/admin/dashboard-layout"),
);

/**
 * On a cold load of /admin or /dashboard, the admin's module before the app's first render (main.tsx): admin.html
 * and dashboard.html draw its skeleton meanwhile, and the first render draws the admin's own page over it. In the
 * app, a navigation is a transition: the page before stays on screen until the admin's module has arrived.
 */
export function preloadAdminArea(pathname: string): Promise<void> | undefined {
  const [, section] = pathname.split("/");
  if (section === "admin") return preloadAdminLogin();
  if (section === "dashboard") return preloadDashboard();
  return undefined;
}

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
              <Route path="forgot-password" element={<ForgotPassword />} />
              <Route path="auth/action" element={<AuthAction />} />
              <Route path="account" element={<Account />} />
              <Route path="cart" element={<Cart />} />
              <Route path="books/:id" element={<BookPage />} />
              <Route path="search" element={<Search />} />
              <Route path="authors/:slug" element={<AuthorPage />} />
              <Route path="orders" element={<Orders />} />
              <Route path="orders/lookup" element={<OrderLookup />} />
              <Route path="newsletter/confirm" element={<NewsletterConfirm />} />
              <Route path="newsletter/unsubscribe" element={<NewsletterUnsubscribe />} />
              <Route path="checkout" element={<Checkout />} />
              <Route path="user-dashboard" element={<UserDashboard />} />
              <Route path="wishlist" element={<Wishlist />} />
              <Route path="*" element={<NotFound />} />
            </Route>
            {/* /admin and its set-up page (/admin/setup), routed in the login's module. */}
            <Route path="/admin/*" element={<AdminLogin />} />
            {/* Every /dashboard page, routed in the dashboard's module. */}
            <Route path="/dashboard/*" element={<Dashboard />} />
          </Routes>
        </Suspense>
      </PageErrorBoundary>
    </BrowserRouter>
  );
}
