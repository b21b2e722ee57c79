import { ORDER_STATUS_LABELS } from "@bookstore/schema/order-status";
import type { TimelineEntry } from "@bookstore/schema";
import { formatDateTime } from "@/lib/format";

/** Who made a change, as a shopper or the admin reads it. */
const byWhom = (by: string) => (by === "customer" ? "by the customer" : `by ${by}`);

/**
 * Every change of an order's status, oldest first: what, when and by whom (an order lookup does not say who).
 */
export function OrderTimeline({ timeline }: { timeline: Array<Omit<TimelineEntry, "by"> & { by?: string }> }) {
  return (
    <ol className="space-y-1 border-l-2 border-gray-200 pl-4">
      {timeline.map((entry) => (
        <li key={`${entry.status}-${entry.at}`} className="text-sm text-gray-700">
          <span className="font-semibold">{ORDER_STATUS_LABELS[entry.status]}</span>{" "}
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          {entry.by !== undefined && ` ${byWhom(entry.by)}`}
        </li>
      ))}
    </ol>
  );
}
