import { LoadMoreButton } from "@bookstore/views/load-more-button";
import type { ComponentProps } from "react";

type Paging = Omit<ComponentProps<typeof LoadMoreButton>, "className">;

/** The dashboard lists' 'Load more', centred under the list; nothing once the last page is in. */
export function AdminLoadMore({ className = "px-4 py-3", ...paging }: Paging & { className?: string }) {
  return (
    <div className={`${className} text-center empty:hidden`}>
      <LoadMoreButton {...paging} className="btn btn-action text-sm" />
    </div>
  );
}
