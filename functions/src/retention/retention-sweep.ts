import { logger } from "firebase-functions";
import { ANONYMOUS_ACCOUNT_KEPT_MS, PENDING_SUBSCRIPTION_KEPT_MS, SENT_MAIL_KEPT_MS } from "./retention";

/** What the clean-up asks of the features that hold the data (handed over by the composition root). */
export interface RetentionDeps {
  mail: {
    deleteSentBefore(cutoff: Date): Promise<number>;
    deleteForgottenSettled(): Promise<number>;
  };
  newsletter: { deletePendingBefore(cutoff: Date): Promise<number> };
  accounts: {
    listAnonymousCreatedBefore(cutoff: Date): AsyncIterable<string[]>;
    deleteAccounts(uids: string[]): Promise<void>;
  };
  hasOrders(uid: string): Promise<boolean>;
}

export interface RetentionReport {
  sentMail: number;
  forgottenMail: number;
  pendingSubscriptions: number;
  anonymousAccounts: number;
}

/** One pass of the clean-up: everything past its period goes; safe to run again at any time. */
export async function sweepRetention(deps: RetentionDeps, now = Date.now()): Promise<RetentionReport> {
  const [sentMail, forgottenMail, pendingSubscriptions] = await Promise.all([
    deps.mail.deleteSentBefore(new Date(now - SENT_MAIL_KEPT_MS)),
    deps.mail.deleteForgottenSettled(),
    deps.newsletter.deletePendingBefore(new Date(now - PENDING_SUBSCRIPTION_KEPT_MS)),
  ]);
  let anonymousAccounts = 0;
  for await (const uids of deps.accounts.listAnonymousCreatedBefore(new Date(now - ANONYMOUS_ACCOUNT_KEPT_MS))) {
    // A guest who ordered keeps the account: it is how they see and cancel their orders.
    const withoutOrders = (
      await Promise.all(uids.map(async (uid) => ((await deps.hasOrders(uid)) ? [] : [uid])))
    ).flat();
    await deps.accounts.deleteAccounts(withoutOrders);
    anonymousAccounts += withoutOrders.length;
  }
  const report = { sentMail, forgottenMail, pendingSubscriptions, anonymousAccounts };
  logger.info("Retention sweep", report);
  return report;
}
