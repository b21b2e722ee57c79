import { RETURN_REASON_LABELS, RETURN_STATUS_LABELS, RETURN_STATUSES, type ReturnStatus } from "@bookstore/schema";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { StatusMessage } from "@/components/status-message";
import { adminReturnsQueryOptions } from "@/features/admin/returns/api/returns";
import { ReturnActions } from "@/features/admin/returns/components/return-actions";
import { formatDateTime, formatPrice } from "@/lib/format";

/** The returns by status, newest first: each with its order, books, reason and the shopper's note, and its actions. */
export function ReturnsDesk() {
  const [status, setStatus] = useState<ReturnStatus | "">("requested");
  const returns = useQuery(adminReturnsQueryOptions(status));
  return (
    <section aria-labelledby="returns-title" aria-busy={returns.isPending} className="rounded-lg bg-white p-4 shadow">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h1 id="returns-title" className="text-xl font-semibold">
          Returns
        </h1>
        <label className="flex items-center gap-2 text-sm">
          Status
          <select
            value={status}
            onChange={(event) => setStatus(event.target.value as ReturnStatus | "")}
            className="rounded border border-gray-300 px-2 py-1"
          >
            <option value="">All</option>
            {RETURN_STATUSES.map((value) => (
              <option key={value} value={value}>
                {RETURN_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {returns.isError && <StatusMessage kind="error">The returns could not be loaded.</StatusMessage>}
      {returns.isSuccess && returns.data.length === 0 && <StatusMessage kind="empty">No returns here.</StatusMessage>}
      {returns.isSuccess && returns.data.length > 0 && (
        <ul className="divide-y">
          {returns.data.map((ret) => (
            <li key={ret.id} className="py-3">
              <article aria-label={`Return ${ret.number}`} className="min-w-0 space-y-1 wrap-anywhere">
                <p className="flex flex-wrap items-center gap-x-2">
                  <span className="font-semibold">{ret.number}</span>
                  <span className="badge bg-info-soft text-info">{RETURN_STATUS_LABELS[ret.status]}</span>
                  <span className="text-sm text-gray-600">{formatDateTime(ret.createdAt)}</span>
                </p>
                <p className="text-sm">
                  Order{" "}
                  <Link
                    to={`/dashboard/orders/${encodeURIComponent(ret.orderId)}`}
                    className="text-indigo-700 underline underline-offset-2"
                  >
                    {ret.orderNumber}
                  </Link>{" "}
                  by {ret.customer.name} ({ret.customer.email})
                </p>
                <ul className="list-disc pl-5 text-sm">
                  {ret.items.map((item) => (
                    <li key={item.bookId}>{item.title}</li>
                  ))}
                </ul>
                <p className="text-sm">
                  Reason: {RETURN_REASON_LABELS[ret.reason]}
                  {ret.note && <span className="whitespace-pre-line"> — “{ret.note}”</span>}
                </p>
                {ret.staffNote && <p className="text-sm text-gray-700">Staff note: {ret.staffNote}</p>}
                {ret.refund && (
                  <p className="text-sm">
                    Refunded {formatPrice(ret.refund.amount)} ({ret.refund.method})
                  </p>
                )}
                <ReturnActions ret={ret} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
