import type { Order } from "@bookstore/schema";
import { useRef } from "react";
import { OrderDocuments } from "@/components/order-documents";
import { OrderCharges } from "@/components/order-charges";
import { OrderHeading } from "@/features/orders/components/order-heading";
import { QueryStates } from "@/components/query-states";
import { fetchOwnInvoice, fetchOwnOrderCreditNote } from "@/features/orders/api/invoice";
import { useOwnOrders } from "@/features/orders/api/get-orders";
import { OrderProgress } from "@/features/orders/components/order-progress";
import { useFocusWhenLost } from "@/hooks/use-focus-when-lost";
import { formatDate, formatPrice } from "@/lib/format";

/** The street line comes first when the order has one (orders placed before it was kept have none). */
export function formatAddress({ street, city, state, country, zipcode }: Order["address"]): string {
  return [street, city, state, country, zipcode].filter(Boolean).join(", ");
}

/**
 * product §2 'Orders': the signed-in shopper's (or guest's) orders, with the spec's exact texts, and where each
 * one is.
 */
export function OrdersList({ uid }: { uid: string }) {
  const { data: orders, isPending, isError } = useOwnOrders(uid);
  // Arriving after the order dialog, focus belongs here (checkout's Place Order, which had it, is gone).
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenLost(heading);

  const body = (
    <QueryStates
      query={{ isPending, isError }}
      isEmpty={orders?.length === 0}
      error="Error geting orders data"
      empty="No orders found!"
    >
      <ol className="space-y-4">
        {orders?.map((order, index) => (
          <li key={order._id} className="rounded-md border-b border-gray-200 pb-4">
            <p className="mb-1 w-fit rounded-sm bg-secondary px-2 text-sm text-white"># {index + 1}</p>
            <OrderHeading order={order} />
            <p className="text-sm text-gray-600 wrap-anywhere">Order ID: {order._id}</p>
            <dl className="grid grid-cols-[max-content_minmax(0,1fr)] gap-x-2 text-gray-600 wrap-anywhere">
              <dt>Order number:</dt>
              <dd className="font-semibold text-gray-900">{order.number}</dd>
              <dt>Date:</dt>
              <dd>{formatDate(order.createdAt)}</dd>
              <dt>Name:</dt>
              <dd>{order.name}</dd>
              <dt>Email:</dt>
              <dd>{order.email}</dd>
              <dt>Phone:</dt>
              <dd>{order.phone}</dd>
              <dt>Total Price:</dt>
              <dd>{formatPrice(order.totalPrice)}</dd>
              <dt>Address:</dt>
              <dd>{formatAddress(order.address)}</dd>
              <dt>Products Id:</dt>
              <dd>
                <ul>
                  {order.productIds.map((id) => (
                    <li key={id}>{id}</li>
                  ))}
                </ul>
              </dd>
            </dl>
            <OrderCharges charges={order.charges} className="my-2 max-w-md text-gray-700" />
            <OrderDocuments
              order={order}
              fetchInvoice={() => fetchOwnInvoice(order._id)}
              fetchCreditNote={() => fetchOwnOrderCreditNote(order._id)}
            />
            <OrderProgress order={order} />
          </li>
        ))}
      </ol>
    </QueryStates>
  );

  return (
    <section aria-labelledby="orders-heading" className="container mx-auto p-6">
      <h1 id="orders-heading" ref={heading} tabIndex={-1} className="mb-4 text-2xl font-semibold focus:outline-none">
        Your Orders
      </h1>
      {body}
    </section>
  );
}
