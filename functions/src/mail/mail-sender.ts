import { logger } from "firebase-functions";
import type { DeliveryInfo, RetrySchedule } from "./mail-delivery";
import { attemptFailed, attemptSucceeded } from "./mail-delivery";
import type { MailRepository } from "./mail.repository";
import { smtpMessage, UnsendableMail, type SmtpMessage } from "./smtp-message";
import { addressOf, type SendMail } from "./smtp-transport";

export interface MailSenderDeps {
  repository: Pick<MailRepository, "claim" | "record" | "listDue">;
  /** How mail to `to` leaves: the SMTP server of SMTP_URL (the emulator build may route a test's mail elsewhere). */
  senderFor: (to: string) => Promise<SendMail>;
  from: () => string;
  retrySchedule: () => RetrySchedule;
  now?: () => number;
}

/** Mails the sweep takes up at most per pass; the next pass takes the rest. */
export const SWEEP_BATCH = 50;
const SWEEP_PARALLEL = 10;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createMailSender({ repository, senderFor, from, retrySchedule, now = Date.now }: MailSenderDeps) {
  /** One attempt at mail `id`, if it is to be sent now; what became of it. */
  async function deliver(id: string): Promise<"sent" | "failed" | "left"> {
    const schedule = retrySchedule();
    const claimed = await repository.claim(id, now(), schedule);
    if (!claimed) return "left";
    const { mail, attempt, since } = claimed;
    let message: SmtpMessage;
    try {
      const sender = from();
      message = smtpMessage(id, mail, sender, addressOf(sender).split("@")[1] ?? "localhost");
    } catch (error) {
      const final = error instanceof UnsendableMail;
      await repository.record(id, attempt, attemptFailed(attempt, describe(error), now(), { schedule, since, final }));
      return "failed";
    }
    let info: DeliveryInfo;
    try {
      info = await (await senderFor(message.to))(message);
    } catch (error) {
      const outcome = attemptFailed(attempt, describe(error), now(), { schedule, since });
      logger.warn("A mail could not be sent", { id, attempt, state: outcome.state, error: outcome.error });
      await repository.record(id, attempt, outcome);
      return "failed";
    }
    await repository.record(id, attempt, attemptSucceeded(attempt, info, now()));
    return "sent";
  }

  /** One pass of the sweep: every mail due again is attempted; their ids are returned. */
  async function sweep(): Promise<string[]> {
    const due = await repository.listDue(now(), SWEEP_BATCH);
    for (let i = 0; i < due.length; i += SWEEP_PARALLEL) {
      await Promise.all(
        due.slice(i, i + SWEEP_PARALLEL).map((id) => deliver(id).catch((error) => logger.error(error))),
      );
    }
    return due;
  }

  return { deliver, sweep };
}
export type MailSender = ReturnType<typeof createMailSender>;
