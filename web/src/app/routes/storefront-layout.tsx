import { lazy, Suspense, useCallback, useEffect, type ComponentType } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { SiteHeader } from "@/components/layout/site-header";
import { SplashScreen } from "@/components/layout/splash-screen";
import { PageErrorBoundary } from "@/components/page-error-boundary";
import { PageLoading } from "@/components/status-message";
import { hasSessionHint, startAuthListener } from "@/features/auth/api/auth-session";
import { AccountMenu } from "@/features/auth/components/account-menu";
import { useAuthStore } from "@/features/auth/stores/auth-store";
import { LOGIN_PATH } from "@/features/auth/utils/login-path";
import { CartLink } from "@/features/cart/components/cart-link";
import { SearchBox } from "@/features/search/components/search-box";
import { useBackInStockCount, WishlistSessionProvider } from "@/features/wishlist/components/wishlist-session";
import { useIdleAfterLoad } from "@/hooks/use-idle-after-load";

// Under every page's content, and below the first screen of most: it arrives once the page has loaded.
const SiteFooter = lazy(() =>
  import("@/components/layout/site-footer").then((module) => ({ default: module.SiteFooter })),
);

// Only a signed-in shopper whose address is not proven yet sees it: nobody else downloads it. A notice that
// cannot load leaves the page as it is.
const loadVerificationNotice = () =>
  import("@/features/auth/components/verification-notice").then(
    (module) => ({ default: module.VerificationNotice }),
    () => ({ default: () => null }),
  );
const VerificationNotice = lazy<ComponentType<{ email: string }>>(loadVerificationNotice);

/** The account menu, with the count of wished books back in stock. */
function AccountCorner() {
  return <AccountMenu backInStock={useBackInStockCount()} />;
}

export function Component() {
  // Only a shopper who was signed in last time needs Firebase to draw the header; guarded pages and the
  // sign-in forms load it themselves.
  // The notice is fetched beside Firebase: drawn once the page's own content is, it would push that content
  // down under the shopper's pointer.
  useEffect(() => {
    if (!hasSessionHint()) return;
    void startAuthListener();
    void loadVerificationNotice();
  }, []);

  // The wishlist's hearts act for the signed-in shopper; signed out (or a guest, who has no wishlist), a heart
  // asks to sign in and comes back here.
  const auth = useAuthStore();
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = useCallback(() => navigate(LOGIN_PATH, { state: { from: location } }), [navigate, location]);
  const idleAfterLoad = useIdleAfterLoad();
  const unverifiedEmail =
    auth.status === "signed-in" && !auth.user.guest && !auth.user.emailVerified ? auth.user.email : null;

  return (
    <WishlistSessionProvider
      uid={auth.status === "signed-in" && !auth.user.guest ? auth.user.uid : null}
      pending={auth.status === "loading" && hasSessionHint()}
      onSignInNeeded={signIn}
    >
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <SplashScreen />
        <SiteHeader search={<SearchBox />} account={<AccountCorner />} cart={<CartLink />} />
        {unverifiedEmail && (
          <Suspense fallback={null}>
            <VerificationNotice email={unverifiedEmail} />
          </Suspense>
        )}
        <main id="main" className="mx-auto w-full max-w-screen-2xl flex-1 px-4 py-6">
          {/* The shell stays on screen while a page's chunk loads. */}
          <PageErrorBoundary>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </main>
        {idleAfterLoad && (
          <Suspense fallback={null}>
            <SiteFooter />
          </Suspense>
        )}
      </div>
    </WishlistSessionProvider>
  );
}
