import type { Book } from "@bookstore/schema";
import { News } from "@/features/home/components/news";
import { Recommended } from "@/features/home/components/recommended";

/** The home page's sections under its first screen: a chunk of their own, drawn once the page has loaded. */
export function BelowTheFold({ onAddToCart }: { onAddToCart: (book: Book) => void }) {
  return (
    <>
      <Recommended onAddToCart={onAddToCart} />
      <News />
    </>
  );
}
