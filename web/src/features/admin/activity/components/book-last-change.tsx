import { formatDateTime } from "@/lib/format";
import { useBookLastChange } from "@/features/admin/activity/api/activity";

/** "Last changed by maren, 27 Nov 2026, 14:02" above a book's edit form; nothing until known, or if never logged. */
export function BookLastChange({ bookId }: { bookId: string }) {
  const { data } = useBookLastChange(bookId);
  const entry = data?.lastChange;
  if (!entry) return null;
  return (
    <p className="mb-4 text-sm text-gray-600">
      Last changed by <span className="font-semibold text-gray-800">{entry.actor.username}</span>,{" "}
      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
    </p>
  );
}
