// The sender's background functions. The trigger makes the first attempt as soon as a mail is created; the sweep,
// every minute, makes every later attempt once its wait is over, sends a mail an admin asked to resend, and takes
// up a mail whose sender died mid-send, whether or not anyone is looking. The trigger fires on creation only: one
// run per mail, not one more for each write the sender itself makes to `delivery`.
import { logger } from "firebase-functions";
import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { MAIL } from "../lib/outbox";
import { smtpPassword } from "./mail-config";
import { wantsAttemptNow } from "./mail-delivery";
import type { MailSender } from "./mail-sender";
import { readDelivery } from "./mail.repository";

export const mailTrigger = (sender: Pick<MailSender, "deliver">) =>
  onDocumentCreated(
    {
      document: `${MAIL}/{mailId}`,
      region: "us-central1",
      secrets: [smtpPassword],
      memory: "256MiB",
      // Below the lease (mail-delivery.ts): a killed attempt is taken up again only once it cannot still be running.
      timeoutSeconds: 120,
      maxInstances: 10,
      // An attempt that fails is recorded, not thrown; what throws is the database, and then the platform retries.
      retry: true,
    },
    async (event) => {
      if (event.data && wantsAttemptNow(readDelivery(event.data.data()))) await sender.deliver(event.params.mailId);
    },
  );

/** One pass of the sweep; the mails it took up are logged. */
export async function sweepMail(sender: Pick<MailSender, "sweep">): Promise<string[]> {
  const taken = await sender.sweep();
  if (taken.length) logger.info("Mail due again was attempted", { count: taken.length });
  return taken;
}

export const mailSweep = (sender: Pick<MailSender, "sweep">) =>
  onSchedule(
    {
      schedule: "every 1 minutes",
      region: "us-central1",
      secrets: [smtpPassword],
      memory: "256MiB",
      timeoutSeconds: 300,
      maxInstances: 1,
    },
    async () => void (await sweepMail(sender)),
  );
