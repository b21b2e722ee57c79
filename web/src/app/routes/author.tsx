import { useParams } from "react-router-dom";
import { AuthorBooks } from "@/features/authors/components/author-books";
import { useAddToCart } from "@/features/cart/hooks/use-add-to-cart";

export function Component() {
  const { slug = "" } = useParams();
  const addToCart = useAddToCart();
  return <AuthorBooks slug={slug} onAddToCart={addToCart} />;
}
