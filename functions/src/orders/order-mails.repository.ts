import type { OrderStatus } from "@bookstore/schema";
import { orderConfirmationMail, orderStatusMail, shopNewOrderMail, type MailOrder } from "@bookstore/views/order-mails";
import type { Firestore } from "firebase-admin/firestore";
import type { Writes } from "../lib/firestore";
import type { ReadMailSettings } from "../lib/mail-settings";
import { renderMail } from "../lib/mail-render";
import { queueMail, type MailAttachment } from "../lib/outbox";
import { chargesOf, type OrderDocument } from "./order-document";
import { derivedOrderNumber } from "./order-number";

// The mails an order causes, queued into the commit that places or moves it under ids named after the event: the
// commit that lands has its mail, a replayed key or a retried move that is refused writes none.

const mailOrder = (id: string, order: OrderDocument): MailOrder => ({
  id,
  number: order.number ?? derivedOrderNumber(id),
  name: order.name,
  email: order.email,
  phone: order.phone,
  totalPrice: order.totalCents / 100,
  items: (order.items ?? []).map((item) => ({ title: item.title, unitPrice: item.unitPriceCents / 100 })),
  charges: chargesOf(order),
  invoiceNumber: order.invoice?.number,
  creditNoteNumber: order.creditNote?.number,
  address: order.address,
});

export function createOrderMailsRepository(firestore: Firestore, settings: ReadMailSettings) {
  /** The shopper's confirmation and the shop's notice of a new order. */
  function placed(writes: Writes, id: string, order: OrderDocument): void {
    const { site, shopEmail } = settings();
    const mail = mailOrder(id, order);
    const { subject, body, text } = orderConfirmationMail(site, mail, order.guest === true);
    queueMail(writes, firestore, `order-${id}-placed`, {
      to: order.email,
      message: renderMail(subject, body, text),
      cause: "shopper",
    });
    const notice = shopNewOrderMail(site, mail);
    queueMail(writes, firestore, `order-${id}-placed-shop`, {
      to: shopEmail,
      message: renderMail(notice.subject, notice.body, notice.text),
      headers: { "Reply-To": order.email },
    });
  }

  /** The shopper's mail of a move: shipped (with its invoice attached), delivered, or cancelled by them or the shop. */
  function moved(
    writes: Writes,
    id: string,
    order: OrderDocument,
    to: OrderStatus,
    byShopper: boolean,
    attachments: MailAttachment[] = [],
  ): void {
    if (to === "placed") return;
    const { site } = settings();
    const { subject, body, text } = orderStatusMail(site, mailOrder(id, order), to, {
      guest: order.guest === true,
      byShopper,
    });
    const message = renderMail(subject, body, text);
    queueMail(writes, firestore, `order-${id}-${to}`, {
      to: order.email,
      message: attachments.length ? { ...message, attachments } : message,
      ...(byShopper ? { cause: "shopper" as const } : {}),
    });
  }

  return { placed, moved };
}
export type OrderMailsRepository = ReturnType<typeof createOrderMailsRepository>;
