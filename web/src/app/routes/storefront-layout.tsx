import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from "react";
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

type Notice = ComponentType<{ email: string }>;
let verificationNotice: Promise<Notice | null> | undefined;
// Only a signed-in shopper whose address is not proven yet sees it, and only a page with a signed-in shopper (or
// one returning) downloads it. A notice that cannot load leaves the page as it is.
const loadVerificationNotice = () =>
  (verificationNotice ??= import("@/features/auth/components/verification-notice").then(
    (module) => module.VerificationNotice,
    () => null,
  ));

/**
 * The notice once its module is here. A returning shopper's page fetches it beside Firebase, so it is drawn in
 * the same render as the signed-in state: arriving after the page's own content, it would push that content down
 * under the shopper's pointer.
 */
function useVerificationNotice(wanted: boolean): Notice | null {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    void loadVerificationNotice().then((loaded) => mounted && setNotice(() => loaded));
    return () => {
      mounted = false;
    };
  }, [wanted]);
  return notice;
}

/** The account menu, with the count of wished books back in stock. */
function AccountCorner() {
  return <AccountMenu backInStock={useBackInStockCount()} />;
}

export function Component() {
  // Only a shopper who was signed in last time needs Firebase to draw the header; guarded pages and the
  // sign-in forms load it themselves.
  useEffect(() => {
    if (hasSessionHint()) void startAuthListener();
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
  const VerificationNotice = useVerificationNotice(unverifiedEmail !== null || hasSessionHint());

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
        {unverifiedEmail && VerificationNotice && (
          // The module's own component, the same object on every render once loaded: no state is lost.
          // eslint-disable-next-line react-hooks/static-components
          <VerificationNotice email={unverifiedEmail} />
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
