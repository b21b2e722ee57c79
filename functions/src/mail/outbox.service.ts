import { MAIL_PAGE, type MailListQuery, type MailPage, type OutboxMail } from "@bookstore/schema";
import { conflict, notFound } from "../lib/http-error";
import type { OutboxRepository } from "./outbox.repository";

export function createOutboxService(repository: OutboxRepository) {
  return {
    /** One page of the outbox, newest first, and every state's count. */
    async listMail(query: MailListQuery): Promise<MailPage> {
      const [page, counts] = await Promise.all([
        repository.listMailPage({ ...query, limit: query.limit ?? MAIL_PAGE.limit }),
        repository.countByState(),
      ]);
      return { ...page, counts };
    },

    /** Sends a failed mail again; 404 for no such mail, 409 for one that has not failed. */
    async retryMail(id: string): Promise<OutboxMail> {
      const result = await repository.markForRetry(id);
      if (result === "not-found") throw notFound("No such mail");
      if (result === "not-failed") throw conflict("mail-not-failed", "Only a mail that failed is sent again");
      return result;
    },
  };
}
export type OutboxService = ReturnType<typeof createOutboxService>;
