import type { AccountExport, AdminReview, Order, SavedAddressList } from "@bookstore/schema";
import { ACCOUNT_DELETION, REAUTH_REQUIRED } from "@bookstore/schema";
import type { Customer, Shopper } from "../auth/require-user";
import { HttpError, notFound } from "../lib/http-error";
import type { SignInAccountsRepository } from "./sign-in-accounts.repository";

/** What the account's export and deletion ask of the other features (handed over by the composition root). */
export interface AccountServiceDeps {
  signIns: SignInAccountsRepository;
  /** The orders GET /api/orders/mine lists: the account's own, and a verified address's. */
  listOwnOrders(customer: Customer): Promise<Order[]>;
  reviews: {
    listAuthored(uid: string): Promise<AdminReview[]>;
    /** Deletes them, each book's rating with them; safe to repeat. */
    deleteAuthored(uid: string): Promise<void>;
  };
  listAllWishes(uid: string): Promise<{ bookId: string; addedAt: Date }[]>;
  listAddresses(shopper: Shopper): Promise<SavedAddressList>;
  /** The wishlist and the saved addresses, under `users/<uid>`. */
  deleteShopperDocuments(uid: string): Promise<void>;
  newsletter: { isSubscribed(email: string): Promise<boolean>; removeSubscriber(email: string): Promise<void> };
  /** Takes the uid off the account's orders (they stay) and deletes its per-shopper counters; safe to repeat. */
  detachOrders(uid: string): Promise<number>;
  /** Deletes the mail the shop sent to the address, and what is still being sent as soon as it is. */
  forgetMail(email: string): Promise<void>;
}

export const reauthRequired = () =>
  new HttpError(401, REAUTH_REQUIRED, "For your safety, sign in again to delete your account.");

const accountGone = () => notFound("This account no longer exists");

export function createAccountService(deps: AccountServiceDeps) {
  return {
    /** Everything the store keeps about the shopper (GET /api/me/export), as of `now`. */
    async exportData(shopper: Shopper, now = new Date()): Promise<AccountExport> {
      const [account, orders, reviews, wishes, { addresses }, subscribed] = await Promise.all([
        deps.signIns.findAccount(shopper.uid),
        deps.listOwnOrders({ ...shopper, guest: false }),
        deps.reviews.listAuthored(shopper.uid),
        deps.listAllWishes(shopper.uid),
        deps.listAddresses(shopper),
        // Whether an address is subscribed is told only to whoever proved it is theirs.
        shopper.emailVerified ? deps.newsletter.isSubscribed(shopper.email) : false,
      ]);
      if (!account) throw accountGone();
      return {
        exportedAt: now.toISOString(),
        profile: {
          uid: shopper.uid,
          email: shopper.email,
          emailVerified: shopper.emailVerified,
          createdAt: account.createdAt,
        },
        orders,
        reviews,
        wishlist: wishes.map(({ bookId, addedAt }) => ({ bookId, wishedAt: addedAt.toISOString() })),
        addresses,
        newsletter: { subscribed },
      };
    },

    /**
     * Deletes the account (DELETE /api/me) after a recent sign-in. Each step is safe to repeat and the sign-in
     * account goes last: a failure half-way leaves the shopper able to sign in and delete again, which finishes
     * the rest. Reviews go before the orders are detached, since the orders tell which books were reviewed.
     * Orders are kept, without the uid (decision 018).
     */
    async deleteAccount(shopper: Shopper, nowMs = Date.now()): Promise<void> {
      if (nowMs / 1000 - shopper.signedInAt > ACCOUNT_DELETION.maxSignInAgeSeconds) throw reauthRequired();
      const account = await deps.signIns.findAccount(shopper.uid);
      if (!account) throw accountGone();
      // A session ended elsewhere (the password changed since) deletes nothing, however recent its sign-in.
      if (shopper.signedInAt * 1000 < (account.sessionsValidSince ?? 0)) throw reauthRequired();
      await deps.reviews.deleteAuthored(shopper.uid);
      await deps.deleteShopperDocuments(shopper.uid);
      // An address no one proved may be someone else's: their subscription is not the account's to end.
      if (shopper.emailVerified) await deps.newsletter.removeSubscriber(shopper.email);
      await deps.detachOrders(shopper.uid);
      await deps.forgetMail(shopper.email);
      await deps.signIns.deleteAccount(shopper.uid);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
