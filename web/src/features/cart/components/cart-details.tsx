import { Link } from "react-router-dom";
import { BookCover } from "@bookstore/views/book-cover";
import { confirmDialog } from "@/components/dialogs";
import { StatusMessage } from "@/components/status-message";
import { PriceChanges } from "@/features/cart/components/price-changes";
import { UnavailableBooks } from "@/features/cart/components/unavailable-books";
import { unavailableOf, useCartAvailability } from "@/features/cart/hooks/use-cart-availability";
import { cartSubtotal, useCartStore } from "@/features/cart/stores/cart-store";
import { formatPrice } from "@/lib/format";

export function CartDetails() {
  const cartItems = useCartStore((state) => state.cartItems);
  const removeFromCart = useCartStore((state) => state.removeFromCart);
  const clearCart = useCartStore((state) => state.clearCart);
  const isEmpty = cartItems.length === 0;
  const { states, priceChanges } = useCartAvailability(cartItems);
  const unavailable = unavailableOf(states);

  const confirmClear = async () => {
    const titles = cartItems.map((book) => book.title).join(", ");
    const count = `${cartItems.length} ${cartItems.length === 1 ? "book" : "books"}`;
    if (
      await confirmDialog({
        title: "Clear the cart?",
        text: `${count} will be taken out: ${titles}.`,
        confirmButtonText: "Clear Cart",
      })
    )
      clearCart();
  };

  return (
    <section aria-labelledby="cart-heading" className="mx-auto flex max-w-4xl flex-col bg-white shadow-sm">
      <div className="flex items-center justify-between gap-4 px-4 py-6 sm:px-6">
        <h1 id="cart-heading" className="text-lg font-medium text-gray-900">
          Shopping cart
        </h1>
        <button
          type="button"
          onClick={() => void confirmClear()}
          disabled={isEmpty}
          className="btn btn-danger px-3 py-1"
        >
          Clear Cart
        </button>
      </div>

      <div className="px-4 sm:px-6">
        <UnavailableBooks unavailable={unavailable} />
        <PriceChanges changes={priceChanges} action="The subtotal below uses the new prices." />
        {isEmpty ? (
          <StatusMessage kind="empty">No product found!</StatusMessage>
        ) : (
          <ul className="-my-6 divide-y divide-gray-200">
            {cartItems.map((book) => (
              <li key={book._id} className="flex py-6">
                <div className="h-24 w-20 shrink-0 overflow-hidden rounded-md border border-gray-200">
                  <BookCover
                    coverImage={book.coverImage}
                    cover={book.cover}
                    sizes="80px"
                    title={book.title}
                    className="size-full object-cover"
                  />
                </div>
                <div className="ml-4 flex min-w-0 flex-1 flex-col">
                  <div className="flex flex-wrap justify-between gap-2 font-medium text-gray-900">
                    <h2 className="min-w-0 wrap-anywhere">
                      <Link to={`/books/${book._id}`} className="hover:underline">
                        {book.title}
                      </Link>
                    </h2>
                    <p>{formatPrice(book.newPrice)}</p>
                  </div>
                  <p className="mt-1 text-sm text-gray-500 capitalize">
                    <span className="font-semibold">Category:</span> {book.category}
                  </p>
                  <div className="flex flex-1 items-end justify-between text-sm">
                    <p className="text-gray-500">
                      <span className="font-semibold">Qty:</span> 1
                    </p>
                    <button
                      type="button"
                      onClick={() => removeFromCart(book._id)}
                      aria-label={`Remove ${book.title}`}
                      className="font-medium text-indigo-600 hover:text-indigo-500"
                    >
                      Remove
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="mt-8 border-t border-gray-200 px-4 py-6 sm:px-6">
        <div className="flex justify-between text-base font-medium text-gray-900">
          <p>Subtotal</p>
          <p data-testid="cart-subtotal">{formatPrice(cartSubtotal(cartItems))}</p>
        </div>
        <p className="mt-0.5 text-sm text-gray-500">Shipping and taxes calculated at checkout.</p>
        <div className="mt-6">
          <Link to="/checkout" className="btn btn-action flex px-6 py-3">
            Checkout
          </Link>
        </div>
        <div className="mt-6 flex justify-center text-center text-sm text-gray-500">
          <Link to="/" className="font-medium text-indigo-600 hover:text-indigo-500">
            Continue Shopping<span aria-hidden="true"> &rarr;</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
