import type { Book } from "@bookstore/schema";
import { useQuery } from "@tanstack/react-query";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { BookActionsProvider } from "@/components/book-actions";
import { wishlistSummaryQueryOptions } from "@/features/wishlist/api/wishlist";
import { WishlistButton } from "@/features/wishlist/components/wishlist-button";

/** Who the hearts act for: the signed-in shopper's uid, whether sign-in is still being restored, and how to sign in. */
export interface WishlistSession {
  uid: string | null;
  pending: boolean;
  onSignInNeeded: () => void;
}

const SessionContext = createContext<WishlistSession>({ uid: null, pending: false, onSignInNeeded: () => {} });

export const useWishlistSession = () => useContext(SessionContext);

const renderHeart = (book: Book) => <WishlistButton book={book} />;

/** Gives every book card and book page below it a wishlist heart for this session. */
export function WishlistSessionProvider({ children, ...session }: WishlistSession & { children: ReactNode }) {
  const { uid, pending, onSignInNeeded } = session;
  const value = useMemo(() => ({ uid, pending, onSignInNeeded }), [uid, pending, onSignInNeeded]);
  return (
    <SessionContext.Provider value={value}>
      <BookActionsProvider value={renderHeart}>{children}</BookActionsProvider>
    </SessionContext.Provider>
  );
}

/** The signed-in shopper's wishlist at a glance (one request, shared by every heart); undefined signed out. */
export function useWishlistSummary() {
  const { uid } = useWishlistSession();
  return useQuery({ ...wishlistSummaryQueryOptions(uid ?? ""), enabled: uid !== null, staleTime: 60_000 });
}

/** How many wished books that were sold out have copies again: the account menu's count. */
export function useBackInStockCount(): number {
  return useWishlistSummary().data?.backInStock.length ?? 0;
}
