import {
  ORDER_RETURN_STATE_LABELS,
  RETURN_LIMITS,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_STATUS_LABELS,
  type Order,
  type ReturnReason,
} from "@bookstore/schema";
import { useId, useState, type FormEvent } from "react";
import { RefundLine } from "@/components/refund-line";
import { fetchLookedUpCreditNote, fetchOwnCreditNote } from "@/features/orders/api/invoice";
import { useOrderReturns, useRequestReturn, type OrderAccess } from "@/features/orders/api/order-returns";

type ReturnableOrder = Pick<Order, "_id" | "status" | "items" | "returnState" | "returnedBookIds" | "refunds">;

/** An order's returns and refunds, and 'Return books' while it is delivered with books not yet in a return. */
export function OrderReturns({ order, access }: { order: ReturnableOrder; access: OrderAccess }) {
  // Only a delivered order has returns: nothing is asked of the server for the others.
  return order.status === "delivered" ? <DeliveredOrderReturns order={order} access={access} /> : null;
}

function DeliveredOrderReturns({ order, access }: { order: ReturnableOrder; access: OrderAccess }) {
  const [open, setOpen] = useState(false);
  const returns = useOrderReturns(order._id, access);
  const left = order.items.filter((item) => !order.returnedBookIds.includes(item.bookId));
  const canAsk = left.length > 0;

  return (
    <div className="space-y-2">
      {order.returnState !== "none" && (
        <p>
          <span className="badge bg-neutral-soft text-ink">{ORDER_RETURN_STATE_LABELS[order.returnState]}</span>
        </p>
      )}
      {order.refunds.length > 0 && (
        <ul aria-label="Refunds" className="text-sm">
          {order.refunds.map((refund) => (
            <RefundLine
              key={refund.returnId}
              refund={refund}
              fetchCreditNote={() =>
                access.kind === "owner"
                  ? fetchOwnCreditNote(order._id, refund.returnId)
                  : fetchLookedUpCreditNote(order._id, refund.returnId, access.query.email)
              }
            />
          ))}
        </ul>
      )}
      {returns.data && returns.data.length > 0 && (
        <ul aria-label="Returns" className="text-sm">
          {returns.data.map((ret) => (
            <li key={ret.id}>
              Return {ret.number}: {RETURN_STATUS_LABELS[ret.status]} ({ret.items.map((item) => item.title).join(", ")})
              {ret.status === "refused" && ret.staffNote && <span> — {ret.staffNote}</span>}
            </li>
          ))}
        </ul>
      )}
      {canAsk && !open && (
        <button type="button" onClick={() => setOpen(true)} className="btn btn-quiet py-1.5 text-sm">
          Return books
        </button>
      )}
      {canAsk && open && <ReturnForm order={order} books={left} access={access} onDone={() => setOpen(false)} />}
    </div>
  );
}

function ReturnForm({
  order,
  books,
  access,
  onDone,
}: {
  order: ReturnableOrder;
  books: Order["items"];
  access: OrderAccess;
  onDone: () => void;
}) {
  const id = useId();
  const request = useRequestReturn(order._id, access);
  const [picked, setPicked] = useState<string[]>([]);
  const [reason, setReason] = useState<ReturnReason | "">("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState("");

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked.length) return setProblem("Pick at least one book to return.");
    if (!reason) return setProblem("Pick a reason.");
    setProblem("");
    const input = { bookIds: picked, reason, ...(note.trim() ? { note: note.trim() } : {}) };
    request.mutate(input, { onSuccess: onDone });
  };

  return (
    <form onSubmit={onSubmit} aria-label="Return books" className="space-y-3 rounded border border-gray-200 p-3">
      <fieldset>
        <legend className="font-semibold">Which books?</legend>
        {books.map((book) => (
          <label key={book.bookId} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={picked.includes(book.bookId)}
              onChange={(event) =>
                setPicked((now) =>
                  event.target.checked ? [...now, book.bookId] : now.filter((bookId) => bookId !== book.bookId),
                )
              }
            />
            {book.title}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-reason`} className="block font-semibold">
        Reason
      </label>
      <select
        id={`${id}-reason`}
        value={reason}
        onChange={(event) => setReason(event.target.value as ReturnReason)}
        className="rounded border border-gray-300 px-2 py-1"
      >
        <option value="">Pick a reason</option>
        {RETURN_REASONS.map((value) => (
          <option key={value} value={value}>
            {RETURN_REASON_LABELS[value]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-note`} className="block font-semibold">
        Note (optional)
      </label>
      <textarea
        id={`${id}-note`}
        value={note}
        maxLength={RETURN_LIMITS.note}
        onChange={(event) => setNote(event.target.value)}
        rows={3}
        className="w-full rounded border border-gray-300 p-2"
      />
      {(problem || request.isError) && (
        <p role="alert" className="text-sm text-danger">
          {problem || request.error?.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={request.isPending} className="btn btn-action">
          {request.isPending ? "Sending..." : "Ask to return"}
        </button>
        <button type="button" onClick={onDone} className="btn btn-quiet">
          Cancel
        </button>
      </div>
    </form>
  );
}
