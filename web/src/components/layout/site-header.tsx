import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { BooksIcon } from "@/components/icons";

/** The storefront header's frame; what fills the search, account and cart slots is composed by the app. */
export function SiteHeader({ search, account, cart }: { search: ReactNode; account: ReactNode; cart: ReactNode }) {
  return (
    <header className="mx-auto w-full max-w-screen-2xl px-4 py-6">
      <div className="flex items-center justify-between gap-3">
        <div className="flex flex-1 items-center gap-3 md:gap-16">
          <Link to="/" className="flex shrink-0 items-center gap-2 font-semibold text-secondary">
            <BooksIcon className="size-7" />
            <span className="sr-only sm:not-sr-only">Book Store</span>
          </Link>
          {search}
        </div>
        <div className="flex items-center gap-3 md:gap-4">
          {account}
          {cart}
        </div>
      </div>
    </header>
  );
}
