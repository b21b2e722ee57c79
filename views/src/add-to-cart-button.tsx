import { stockNotice } from "@bookstore/schema/constants";
import { useId } from "react";
import { CartIcon } from "./icons";

/**
 * The one look of "Add to Cart" (card and detail page), with what the stock says: 'Only N left', or 'Out of
 * stock' and a disabled button. What a click does is the caller's.
 */
export function AddToCartButton({ onClick, stock }: { onClick: () => void; stock: number }) {
  const noticeId = useId();
  const notice = stockNotice(stock);
  const soldOut = stock <= 0;
  return (
    <div className="flex flex-col gap-2">
      {notice && (
        <p id={noticeId} className={`font-semibold ${soldOut ? "text-danger" : "text-caution"}`}>
          {notice}
        </p>
      )}
      <button
        type="button"
        onClick={onClick}
        disabled={soldOut}
        aria-describedby={notice ? noticeId : undefined}
        className="btn btn-brand w-fit px-6 disabled:bg-gray-200 disabled:text-gray-600 disabled:opacity-100"
      >
        <CartIcon className="size-5" />
        <span>Add to Cart</span>
      </button>
    </div>
  );
}
