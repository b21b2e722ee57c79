import { REFUND_METHOD_LABELS, RETURN_REASON_LABELS } from "@bookstore/schema";
import {
  refundRecordedMail,
  returnApprovedMail,
  returnRefusedMail,
  returnRequestedMail,
  shopReturnRequestedMail,
  type MailReturn,
} from "@bookstore/views/return-mails";
import type { Firestore } from "firebase-admin/firestore";
import type { Writes } from "../lib/firestore";
import type { ReadMailSettings } from "../lib/mail-settings";
import { renderMail } from "../lib/mail-render";
import { queueMail } from "../lib/outbox";
import type { ReturnDocument } from "./return-document";

// The mails a return causes, queued into the commit of its move under ids named after the event
// (`return-<id>-approved`): a retried or refused move writes none a second time.

export function createReturnMailsRepository(firestore: Firestore, settings: ReadMailSettings) {
  function mailReturn(ret: ReturnDocument): MailReturn {
    const { siteUrl } = settings().site;
    return {
      number: ret.number,
      orderId: ret.orderId,
      orderNumber: ret.orderNumber,
      name: ret.name,
      email: ret.email,
      titles: ret.items.map((item) => item.title),
      reason: RETURN_REASON_LABELS[ret.reason],
      note: ret.note,
      followUrl: ret.guest
        ? `${siteUrl}/orders/lookup?number=${encodeURIComponent(ret.orderNumber)}`
        : `${siteUrl}/orders`,
    };
  }

  /** The shopper's receipt of their request, and the shop's notice of it. */
  function requested(writes: Writes, id: string, ret: ReturnDocument): void {
    const { site, shopEmail } = settings();
    const mail = mailReturn(ret);
    const own = returnRequestedMail(site, mail);
    queueMail(writes, firestore, `return-${id}-requested`, {
      to: ret.email,
      message: renderMail(own.subject, own.body, own.text),
    });
    const notice = shopReturnRequestedMail(site, mail);
    queueMail(writes, firestore, `return-${id}-requested-shop`, {
      to: shopEmail,
      message: renderMail(notice.subject, notice.body, notice.text),
      headers: { "Reply-To": ret.email },
    });
  }

  /** The shopper's mail of a staff move: approved, refused, or received with its refund. */
  function moved(writes: Writes, id: string, ret: ReturnDocument): void {
    const { site } = settings();
    const mail = mailReturn(ret);
    const parts =
      ret.status === "approved"
        ? returnApprovedMail(site, mail, ret.staffNote)
        : ret.status === "refused"
          ? returnRefusedMail(site, mail, ret.staffNote)
          : ret.refund
            ? refundRecordedMail(site, mail, {
                amount: ret.refund.amountCents / 100,
                method: REFUND_METHOD_LABELS[ret.refund.method],
                creditNote: ret.refund.creditNote?.number,
                orderUrl: mail.followUrl,
              })
            : undefined;
    if (!parts) return;
    queueMail(writes, firestore, `return-${id}-${ret.status}`, {
      to: ret.email,
      message: renderMail(parts.subject, parts.body, parts.text),
    });
  }

  return { requested, moved };
}
export type ReturnMailsRepository = ReturnType<typeof createReturnMailsRepository>;
