import type { Auth } from "firebase-admin/auth";

const isMissingUser = (error: unknown) => (error as { code?: unknown }).code === "auth/user-not-found";

/** The shopper's sign-in account, in Firebase Authentication (not Firestore): what the store reads and deletes. */
export function createSignInAccountsRepository(auth: () => Auth) {
  return {
    /**
     * When the account was created (ISO 8601, null when Auth does not say), and since when its sessions are valid
     * (a password change or a revocation ends the older ones), in ms; undefined once the account is deleted.
     */
    async findAccount(uid: string): Promise<{ createdAt: string | null; sessionsValidSince?: number } | undefined> {
      try {
        const { metadata, tokensValidAfterTime } = await auth().getUser(uid);
        return {
          createdAt: metadata.creationTime ? new Date(metadata.creationTime).toISOString() : null,
          ...(tokensValidAfterTime ? { sessionsValidSince: Date.parse(tokensValidAfterTime) } : {}),
        };
      } catch (error) {
        if (isMissingUser(error)) return undefined;
        throw error;
      }
    },

    /** Deletes the account; one already gone counts as deleted. */
    async deleteAccount(uid: string): Promise<void> {
      try {
        await auth().deleteUser(uid);
      } catch (error) {
        if (!isMissingUser(error)) throw error;
      }
    },
  };
}
export type SignInAccountsRepository = ReturnType<typeof createSignInAccountsRepository>;
