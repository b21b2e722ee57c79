import { useAddToCart } from "@/features/cart/hooks/use-add-to-cart";
import { SearchResults } from "@/features/search/components/search-results";

export function Component() {
  const addToCart = useAddToCart();
  return <SearchResults onAddToCart={addToCart} />;
}
