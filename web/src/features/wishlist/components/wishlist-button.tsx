import type { Book } from "@bookstore/schema";
import { showDialog } from "@/components/dialogs";
import { HeartIcon } from "@/components/icons";
import { useSetWished } from "@/features/wishlist/api/wishlist";
import { useWishlistSession, useWishlistSummary } from "@/features/wishlist/components/wishlist-session";

/**
 * The heart on a book: its name says what a press does ("Add Dune to wishlist", then "Remove Dune from
 * wishlist"), so a screen reader hears the change. On a sold-out book a line beside it says what wishing is
 * for there: a mail when copies are back. Signed out, it asks the shopper to sign in first.
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

  const soldOut = book.stock <= 0;
  const noteId = `back-note-${book._id}`;
  const heart = (
    <button
      type="button"
      aria-label={wished ? `Remove ${book.title} from wishlist` : `Add ${book.title} to wishlist`}
      aria-describedby={soldOut ? noteId : undefined}
      disabled={pending || setWished.isPending}
      onClick={onClick}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-white text-danger hover:bg-danger-soft disabled:opacity-60"
    >
      <HeartIcon className="size-6" filled={wished} />
    </button>
  );
  if (!soldOut) return heart;
  return (
    // Marked as the book's action, like the heart alone: the server-drawn pages have neither.
    <span data-book-action className="inline-flex items-center gap-2">
      {heart}
      <span id={noteId} className="text-sm text-gray-700">
        {wished ? "We'll e-mail you when it's back" : "Tell me when it's back"}
      </span>
    </span>
  );
}
