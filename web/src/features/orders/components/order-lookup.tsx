import { orderLookupQuerySchema, type OrderLookup, type OrderLookupQuery } from "@bookstore/schema";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router-dom";
import { TextField } from "@/components/form-field";
import { OrderDocuments } from "@/components/order-documents";
import { OrderCharges } from "@/components/order-charges";
import { OrderStatusBadge } from "@/components/order-status-badge";
import { OrderTimeline } from "@/components/order-timeline";
import { StatusMessage } from "@/components/status-message";
import { fetchLookedUpInvoice, fetchLookedUpOrderCreditNote } from "@/features/orders/api/invoice";
import { useOrderLookup } from "@/features/orders/api/lookup-order";
import { OrderItems } from "@/features/orders/components/order-items";
import { OrderReturns } from "@/features/orders/components/order-returns";
import { ApiError } from "@/lib/api-client";
import { formatDate, formatPrice } from "@/lib/format";
import { parseErrors, type FieldErrors } from "@/lib/form-errors";

const LOOKUP_FIELDS = [
  { name: "id", label: "Order number", type: "text", autoComplete: "off" },
  { name: "email", label: "Email", type: "email", autoComplete: "email" },
] as const;

/** /orders/lookup: an order's number and email show where it stands, for anyone, signed in or not. */
export function OrderLookupPage() {
  const [query, setQuery] = useState<OrderLookupQuery>();
  const [errors, setErrors] = useState<FieldErrors>({});
  const lookup = useOrderLookup(query);
  // The order's mail links here with its number, so only the email is left to type.
  const [params] = useSearchParams();
  const defaults: Record<string, string | undefined> = { id: params.get("number") ?? undefined };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const raw = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = orderLookupQuerySchema.safeParse({ id: String(raw.id ?? "").trim(), email: raw.email });
    if (!parsed.success) {
      setErrors(parseErrors(parsed.error));
      return;
    }
    setErrors({});
    setQuery(parsed.data);
  };

  let answer;
  if (lookup.isFetching) answer = <StatusMessage kind="loading">Looking up your order...</StatusMessage>;
  else if (lookup.isError) {
    const message = lookup.error instanceof ApiError ? lookup.error.message : "The order could not be looked up.";
    answer = <StatusMessage kind="error">{message}</StatusMessage>;
  } else if (lookup.data && query) answer = <LookedUpOrder order={lookup.data} query={query} />;

  return (
    <section aria-labelledby="lookup-heading" className="container mx-auto max-w-screen-md p-6">
      <h1 id="lookup-heading" className="mb-2 text-2xl font-semibold">
        Track an order
      </h1>
      <p className="mb-4 text-gray-600">Enter the order number and the email address the order was placed with.</p>
      <form onSubmit={onSubmit} noValidate className="mb-6 grid gap-4 rounded-sm bg-white p-4 shadow-sm md:grid-cols-2">
        {LOOKUP_FIELDS.map(({ name, ...field }) => (
          <TextField
            key={name}
            id={`lookup-${name}`}
            name={name}
            required
            error={errors[name]}
            defaultValue={defaults[name]}
            className="min-w-0"
            labelClassName="block text-sm font-bold text-gray-700"
            {...field}
          />
        ))}
        <div className="md:col-span-2">
          <button type="submit" className="btn btn-action" disabled={lookup.isFetching}>
            Find order
          </button>
        </div>
      </form>
      <div aria-live="polite">{answer}</div>
    </section>
  );
}

function LookedUpOrder({ order, query }: { order: OrderLookup; query: OrderLookupQuery }) {
  return (
    <article aria-labelledby="looked-up-order" className="space-y-3 rounded-md bg-white p-4 shadow-sm">
      <h2 id="looked-up-order" className="font-bold wrap-anywhere">
        Order {order.number}
      </h2>
      <p className="text-gray-600">
        Placed {formatDate(order.createdAt)}, {formatPrice(order.totalPrice)}
      </p>
      <p className="flex items-center gap-2">
        <span className="font-semibold">Status:</span> <OrderStatusBadge status={order.status} />
      </p>
      <OrderItems items={order.items} />
      <OrderCharges charges={order.charges} className="border-t border-gray-200 pt-2" />
      <OrderDocuments
        order={order}
        fetchInvoice={() => fetchLookedUpInvoice(order._id, query.email)}
        fetchCreditNote={() => fetchLookedUpOrderCreditNote(order._id, query.email)}
      />
      <OrderTimeline timeline={order.timeline} />
      <OrderReturns order={order} access={{ kind: "lookup", query }} />
    </article>
  );
}
