import { useSearchParams } from "react-router-dom";
import { useAddToCart } from "@/features/cart/hooks/use-add-to-cart";
import { SearchResults } from "@/features/search/components/search-results";

export function Component() {
  const [params] = useSearchParams();
  const addToCart = useAddToCart();
  return <SearchResults query={params.get("q") ?? ""} onAddToCart={addToCart} />;
}
