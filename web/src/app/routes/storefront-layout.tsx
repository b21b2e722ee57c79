import { Suspense, useEffect } from "react";
import { Outlet } from "react-router-dom";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SplashScreen } from "@/components/layout/splash-screen";
import { PageErrorBoundary } from "@/components/page-error-boundary";
import { PageLoading } from "@/components/status-message";
import { hasSessionHint, startAuthListener } from "@/features/auth/api/auth-service";
import { AccountMenu } from "@/features/auth/components/account-menu";
import { CartLink } from "@/features/cart/components/cart-link";
import { SearchBox } from "@/features/search/components/search-box";

export function Component() {
  // Only a shopper who was signed in last time needs Firebase to draw the header; guarded pages and the
  // sign-in forms load it themselves.
  useEffect(() => {
    if (hasSessionHint()) void startAuthListener();
  }, []);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <SplashScreen />
      <SiteHeader search={<SearchBox />} account={<AccountMenu />} cart={<CartLink />} />
      <main id="main" className="mx-auto w-full max-w-screen-2xl flex-1 px-4 py-6">
        {/* The shell stays on screen while a page's chunk loads. */}
        <PageErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
