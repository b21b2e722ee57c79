import { useQuery } from "@tanstack/react-query";
import { StatusMessage } from "@/components/status-message";
import { useAddToCart } from "@/features/cart/hooks/use-add-to-cart";
import { Banner } from "@/features/home/components/banner";
import { News } from "@/features/home/components/news";
import { Recommended } from "@/features/home/components/recommended";
import { TopSellers } from "@/features/home/components/top-sellers";
import { booksQueryOptions } from "@/lib/api/books";

export function Component() {
  const { data: books, isPending, isError } = useQuery(booksQueryOptions());
  const addToCart = useAddToCart();

  return (
    <>
      <Banner />
      {/* Both book carousels come from one list, so its loading and error state is said once, here. */}
      {isPending ? (
        <StatusMessage kind="loading">Loading...</StatusMessage>
      ) : isError ? (
        <StatusMessage kind="error">Error happending to load book info</StatusMessage>
      ) : (
        <>
          <TopSellers books={books} onAddToCart={addToCart} />
          <Recommended books={books} onAddToCart={addToCart} />
        </>
      )}
      <News />
    </>
  );
}
