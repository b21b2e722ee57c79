import { useAddToCart } from "@/features/cart/hooks/use-add-to-cart";
import { Banner } from "@/features/home/components/banner";
import { News } from "@/features/home/components/news";
import { Recommended } from "@/features/home/components/recommended";
import { TopSellers } from "@/features/home/components/top-sellers";

// Each carousel asks the API for just what it shows, and both requests start together.
export function Component() {
  const addToCart = useAddToCart();
  return (
    <>
      <Banner />
      <TopSellers onAddToCart={addToCart} />
      <Recommended onAddToCart={addToCart} />
      <News />
    </>
  );
}
