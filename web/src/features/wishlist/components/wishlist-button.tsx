import type { Book } from "@bookstore/schema";
import { showDialog } from "@/components/dialogs";
import { HeartIcon } from "@/components/icons";
import { useSetWished } from "@/features/wishlist/api/wishlist";
import { useWishlistSession, useWishlistSummary } from "@/features/wishlist/components/wishlist-session";

/**
 * The heart on a book: a toggle button, pressed while the book is on the wishlist. Its name stays the same
 * whatever its state (the pressed state says it), so a screen reader hears "Add Dune to wishlist, pressed".
 * Signed out, it asks the shopper to sign in first.
 */
export function WishlistButton({ book }: { book: Book }) {
  const { uid, pending, onSignInNeeded } = useWishlistSession();
  const summary = useWishlistSummary();
  const setWished = useSetWished(uid ?? "");
  const stored = summary.data?.bookIds.includes(book._id) ?? false;
  // While a change is on its way, the heart already shows it.
  const wished = setWished.isPending ? setWished.variables.wished : stored;

  const onClick = () => {
    if (!uid) {
      onSignInNeeded();
      return;
    }
    setWished.mutate(
      { bookId: book._id, wished: !wished },
      {
        onError: (error) => void showDialog({ title: "Wishlist not changed", text: error.message, icon: "error" }),
      },
    );
  };

  return (
    <button
      type="button"
      aria-label={`Add ${book.title} to wishlist`}
      aria-pressed={wished}
      disabled={pending || setWished.isPending}
      onClick={onClick}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-white text-danger hover:bg-danger-soft disabled:opacity-60"
    >
      <HeartIcon className="size-6" filled={wished} />
    </button>
  );
}
