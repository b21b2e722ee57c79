import type { ReactNode } from "react";
import { QueryStates, type QueryState } from "@/components/query-states";
import { AdminLoadMore } from "@/features/admin/components/admin-load-more";

/** What a paged query gives its list: React Query's infinite results fit as they are. */
export interface PagedQuery extends QueryState {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A dashboard list read a page at a time: its card and heading, the controls that narrow it, its loading, error
 * and empty states, the rows once there are some, and 'Load more' under them. The order desk, the mail outbox,
 * the books, the activity log and the staff all draw themselves with it, so they look and behave as one.
 */
export function AdminPagedSection<Row>({
  id,
  title,
  actions,
  toolbar,
  query,
  rows,
  error,
  empty,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Buttons beside the heading. */
  actions?: ReactNode;
  /** The filters between the heading and the rows. */
  toolbar?: ReactNode;
  query: PagedQuery | QueryState;
  /** Every row loaded so far; none yet while the first page loads. */
  rows: Row[] | undefined;
  error: ReactNode;
  empty: ReactNode;
  /** The rows drawn, once there are some. */
  children: (rows: Row[]) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="w-full rounded-lg bg-white shadow-md">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 pt-4 sm:px-6">
        <h2 id={id} className="text-2xl font-bold text-gray-800">
          {title}
        </h2>
        {actions}
      </div>
      {toolbar && <div className="px-4 pt-3 sm:px-6">{toolbar}</div>}
      <div className="px-4 py-3 empty:hidden sm:px-6">
        <QueryStates query={query} isEmpty={rows?.length === 0} error={error} empty={empty} />
      </div>
      {/* A table wider than a narrow screen scrolls inside its card, never the page. */}
      {rows && rows.length > 0 && !query.isError && <div className="overflow-x-auto">{children(rows)}</div>}
      {"fetchNextPage" in query && (
        <AdminLoadMore
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={query.fetchNextPage}
        />
      )}
    </section>
  );
}

/** Below this width a table's rows are cards and its column headers are hidden. */
type CardsBelow = "sm" | "lg";

const HEAD_HIDDEN: Record<CardsBelow, string> = { sm: "max-sm:hidden", lg: "max-lg:hidden" };

/** The dashboard tables' one header style. */
export const adminHeadClassName =
  "whitespace-nowrap border-y border-gray-100 bg-gray-50 px-4 py-3 text-left align-middle text-xs font-semibold uppercase text-gray-500 lg:px-6";

/** A dashboard table's column headers; a column without a visible name (its actions) still has one to hear. */
export function AdminTableHead({ columns, cardsBelow = "sm" }: { columns: ReactNode[]; cardsBelow?: CardsBelow }) {
  return (
    <thead className={HEAD_HIDDEN[cardsBelow]}>
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={adminHeadClassName}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
