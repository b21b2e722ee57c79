import { lazy, Suspense } from "react";
import { useAddToCart } from "@/features/cart/hooks/use-add-to-cart";
import { Banner } from "@/features/home/components/banner";
import { TopSellers } from "@/features/home/components/top-sellers";
import { useIdleAfterLoad } from "@/hooks/use-idle-after-load";

const BelowTheFold = lazy(() =>
  import("@/features/home/components/below-the-fold").then((module) => ({ default: module.BelowTheFold })),
);

// The first screen (the banner, Top Sellers) loads with the page. 'Recommended for you' and 'News' are below it:
// their code, their request and their covers wait until the page has loaded, so none of it competes with the
// first screen's paint. Each carousel asks the API for just what it shows.
export function Component() {
  const addToCart = useAddToCart();
  const idleAfterLoad = useIdleAfterLoad();
  return (
    <>
      <Banner />
      <TopSellers onAddToCart={addToCart} />
      {idleAfterLoad && (
        <Suspense fallback={null}>
          <BelowTheFold onAddToCart={addToCart} />
        </Suspense>
      )}
    </>
  );
}
