import type { QueryClient } from "@tanstack/react-query";
import { useParams } from "react-router-dom";
import { prefetchAuthorBooks } from "@/features/authors/api/use-author-books";
import { AuthorBooks } from "@/features/authors/components/author-books";

/** Before the app takes over the page the function rendered: the books it lists, so none is fetched in sight. */
export const prepare = (queryClient: QueryClient, slug: string) => prefetchAuthorBooks(queryClient, slug);
import { useAddToCart } from "@/features/cart/hooks/use-add-to-cart";

export function Component() {
  const { slug = "" } = useParams();
  const addToCart = useAddToCart();
  return <AuthorBooks slug={slug} onAddToCart={addToCart} />;
}
