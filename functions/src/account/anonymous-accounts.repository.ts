import type { Auth } from "firebase-admin/auth";

/** Accounts listed per page, and deleted per call (Firebase Auth's deleteUsers takes up to 1,000). */
const PAGE = 1_000;

/** Guests' sign-in accounts: anonymous Firebase Auth users, who have no provider (no e-mail, no Google). */
export function createAnonymousAccountsRepository(auth: () => Auth) {
  return {
    /** Every anonymous account created before `cutoff`, a page of uids at a time. */
    async *listAnonymousCreatedBefore(cutoff: Date): AsyncGenerator<string[]> {
      let pageToken: string | undefined;
      do {
        const page = await auth().listUsers(PAGE, pageToken);
        yield page.users
          .filter((user) => user.providerData.length === 0 && Date.parse(user.metadata.creationTime) < cutoff.getTime())
          .map((user) => user.uid);
        pageToken = page.pageToken;
      } while (pageToken);
    },

    async deleteAccounts(uids: string[]): Promise<void> {
      if (uids.length) await auth().deleteUsers(uids);
    },
  };
}
export type AnonymousAccountsRepository = ReturnType<typeof createAnonymousAccountsRepository>;
