import { useParams } from "react-router-dom";
import { BookDetails } from "@/features/books/components/book-details";
import { BookMeta } from "@/features/books/components/book-meta";
import { useAddToCart } from "@/features/cart/hooks/use-add-to-cart";

export function Component() {
  const { id = "" } = useParams();
  const addToCart = useAddToCart();
  return (
    <>
      <BookMeta id={id} />
      <BookDetails id={id} onAddToCart={addToCart} />
    </>
  );
}
