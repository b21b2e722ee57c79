import { OrderDocuments } from "@/components/order-documents";
import { OrderCharges } from "@/components/order-charges";
import { OrderHeading } from "@/features/orders/components/order-heading";
import { QueryStates } from "@/components/query-states";
import { fetchOwnInvoice, fetchOwnOrderCreditNote } from "@/features/orders/api/invoice";
import { useOrders } from "@/features/orders/api/get-orders";
import { OrderProgress } from "@/features/orders/components/order-progress";
import { formatDate, formatPrice } from "@/lib/format";

/** product §2 'User dashboard'. Its error text differs from the orders page's on purpose (the spec's own texts). */
export function UserDashboard({ email, name }: { email: string; name: string | null }) {
  const { data: orders, isPending, isError } = useOrders(email);

  const body = (
    <QueryStates
      query={{ isPending, isError }}
      isEmpty={orders?.length === 0}
      error="Error getting orders data"
      empty="You have no recent orders."
    >
      <ul className="space-y-4">
        {orders?.map((order) => (
          <li key={order._id} className="space-y-1 rounded-lg bg-gray-50 p-4 shadow-sm">
            <OrderHeading order={order} as="h3" />
            <p className="text-sm text-gray-600 wrap-anywhere">Order ID: {order._id}</p>
            <p>Order number: {order.number}</p>
            <p>Date: {formatDate(order.createdAt)}</p>
            <p>Total: {formatPrice(order.totalPrice)}</p>
            <div>
              <p>Products:</p>
              <ul className="ml-4 list-disc">
                {order.productIds.map((id) => (
                  <li key={id}>{id}</li>
                ))}
              </ul>
            </div>
            <OrderCharges charges={order.charges} className="max-w-md text-gray-700" />
            <OrderDocuments
              order={order}
              fetchInvoice={() => fetchOwnInvoice(order._id)}
              fetchCreditNote={() => fetchOwnOrderCreditNote(order._id)}
            />
            <OrderProgress order={order} />
          </li>
        ))}
      </ul>
    </QueryStates>
  );

  return (
    <section aria-labelledby="user-dashboard-heading" className="mx-auto max-w-4xl rounded-lg bg-white p-6 shadow-md">
      <h1 id="user-dashboard-heading" className="mb-4 text-2xl font-bold">
        User Dashboard
      </h1>
      <p className="mb-4 text-gray-700">Welcome, {name || "User"}! Here are your recent orders:</p>
      <div className="mt-6">
        <h2 className="mb-4 text-xl font-semibold">Your Orders</h2>
        {body}
      </div>
    </section>
  );
}
