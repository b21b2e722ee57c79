import type { Charges } from "@bookstore/schema";
import { countryName } from "@bookstore/schema/countries";
import { formatPrice } from "@bookstore/schema/price";
import { cashOnDeliveryLine, chargeLines } from "../charge-lines";
import { MailButton, MailLayout } from "./mail-layout";
import { plainText, type MailParts, type MailSite } from "./mail-parts";

// The mails an order causes: its confirmation and each later step to the shopper, and the shop's own notice of it.

export interface MailOrder {
  id: string;
  number: string;
  name: string;
  email: string;
  phone: string;
  totalPrice: number;
  items: { title: string; unitPrice: number }[];
  /** What it was charged, line by line (subtotal, discount, delivery, tax, total). */
  charges: Charges;
  /** The invoice's number once it is issued (as the order ships); its PDF goes with the shipped mail. */
  invoiceNumber?: string;
  /** The credit note cancelling the invoice, once a shipped order is cancelled (refused at the door). */
  creditNoteNumber?: string;
  address: { street?: string; city: string; state: string; country: string; zipcode: string };
}

const addressLines = ({ name, address }: MailOrder) =>
  [name, address.street, address.city, `${address.state} ${address.zipcode}`, countryName(address.country)].filter(
    (line): line is string => Boolean(line),
  );

const itemLines = (order: MailOrder) => [
  ...order.items.map((item) => `${item.title}: ${formatPrice(item.unitPrice)}`),
  "",
  ...chargeLines(order.charges).map((line) => `${line.label}: ${line.value}`),
];

const cell = { padding: "6px 0", borderBottom: "1px solid #e5e7eb" } as const;

function Items({ order }: { order: MailOrder }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ margin: "0 0 16px" }}>
      <tbody>
        {order.items.map((item, i) => (
          <tr key={i}>
            <td style={cell}>{item.title}</td>
            <td align="right" style={{ ...cell, whiteSpace: "nowrap", paddingLeft: 12 }}>
              {formatPrice(item.unitPrice)}
            </td>
          </tr>
        ))}
        {chargeLines(order.charges).map((line, i) => (
          <tr key={`charge-${i}`}>
            <td style={{ padding: i === 0 ? "8px 0 2px" : "2px 0", fontWeight: line.total ? 700 : 400 }}>
              {line.label}
            </td>
            <td
              align="right"
              style={{ padding: "2px 0 2px 12px", fontWeight: line.total ? 700 : 400, whiteSpace: "nowrap" }}
            >
              {line.value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Address({ order }: { order: MailOrder }) {
  return (
    <p style={{ margin: "0 0 16px" }}>
      {addressLines(order).map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </p>
  );
}

function CashLine({ order }: { order: MailOrder }) {
  return <p style={{ margin: "0 0 16px", fontWeight: 700 }}>{cashOnDeliveryLine(order.charges.total)}</p>;
}

function OrderNumber({ order }: { order: MailOrder }) {
  return (
    <p style={{ margin: "0 0 16px" }}>
      Order number: <strong style={{ letterSpacing: 1 }}>{order.number}</strong>
    </p>
  );
}

/** Where the shopper follows the order: a guest by its number and email, an account on its orders page. */
const followLink = (site: MailSite, order: MailOrder, guest: boolean) =>
  guest ? `${site.siteUrl}/orders/lookup?number=${encodeURIComponent(order.number)}` : `${site.siteUrl}/orders`;

/** To the shopper, as the order is placed. */
export function orderConfirmationMail(site: MailSite, order: MailOrder, guest: boolean): MailParts {
  const link = followLink(site, order, guest);
  const follow = guest
    ? `Track it any time with its number ${order.number} and this email address: ${link}`
    : `Follow it in your orders: ${link}`;
  return {
    subject: `Your order ${order.number} is placed`,
    body: (
      <MailLayout
        storeName={site.storeName}
        heading="Thank you for your order"
        footer="You get this mail because an order was placed with this address. Pay in cash on delivery."
      >
        <p style={{ margin: "0 0 16px" }}>Hello {order.name}, we have your order and are getting it ready.</p>
        <OrderNumber order={order} />
        <Items order={order} />
        <CashLine order={order} />
        <p style={{ margin: "0 0 4px", fontWeight: 700 }}>Shipping to</p>
        <Address order={order} />
        <p style={{ margin: "0 0 12px" }}>
          {guest ? `Track it any time with its number and this email address.` : "Follow it in your orders."}
        </p>
        <MailButton href={link}>{guest ? "Track your order" : "See your orders"}</MailButton>
      </MailLayout>
    ),
    text: plainText(
      site,
      `Hello ${order.name}, we have your order and are getting it ready.`,
      `Order number: ${order.number}`,
      itemLines(order).join("\n"),
      cashOnDeliveryLine(order.charges.total),
      `Shipping to:\n${addressLines(order).join("\n")}`,
      follow,
      "Pay in cash on delivery.",
    ),
  };
}

export type LaterStatus = "shipped" | "delivered" | "cancelled";

const STATUS_TEXT: Record<LaterStatus, { subject: string; heading: string; line: string }> = {
  shipped: { subject: "has shipped", heading: "Your order is on its way", line: "Your order has left the shop." },
  delivered: {
    subject: "is delivered",
    heading: "Your order is delivered",
    line: "Your order has been delivered. Enjoy your books!",
  },
  cancelled: { subject: "is cancelled", heading: "Your order is cancelled", line: "" },
};

/** To the shopper, as the order moves on: shipped, delivered, or cancelled by them (`byShopper`) or by the shop. */
export function orderStatusMail(
  site: MailSite,
  order: MailOrder,
  status: LaterStatus,
  { guest, byShopper }: { guest: boolean; byShopper: boolean },
): MailParts {
  const words = STATUS_TEXT[status];
  const line =
    status === "cancelled"
      ? byShopper
        ? "You cancelled this order. Nothing will be sent and nothing is owed."
        : "The shop has cancelled this order. Nothing will be sent and nothing is owed. Reply to this mail if you did not expect it."
      : words.line;
  const link = followLink(site, order, guest);
  const shipped = status === "shipped";
  const invoice = shipped && order.invoiceNumber ? `Your invoice ${order.invoiceNumber} is attached.` : "";
  const credited =
    status === "cancelled" && order.creditNoteNumber && order.invoiceNumber
      ? `Credit note ${order.creditNoteNumber} cancels your invoice ${order.invoiceNumber}.`
      : "";
  const document = invoice || credited;
  return {
    subject: `Your order ${order.number} ${words.subject}`,
    body: (
      <MailLayout
        storeName={site.storeName}
        heading={words.heading}
        footer="You get this mail because an order was placed with this address."
      >
        <p style={{ margin: "0 0 16px" }}>
          Hello {order.name}. {line}
        </p>
        <OrderNumber order={order} />
        <Items order={order} />
        {shipped && <CashLine order={order} />}
        {document && <p style={{ margin: "0 0 16px" }}>{document}</p>}
        <MailButton href={link}>{guest ? "Track your order" : "See your orders"}</MailButton>
      </MailLayout>
    ),
    text: plainText(
      site,
      `Hello ${order.name}. ${line}`,
      `Order number: ${order.number}`,
      itemLines(order).join("\n"),
      ...(shipped ? [cashOnDeliveryLine(order.charges.total)] : []),
      ...(document ? [document] : []),
      link,
    ),
  };
}

/** To the shop, as an order is placed. */
export function shopNewOrderMail(site: MailSite, order: MailOrder): MailParts {
  const link = `${site.siteUrl}/dashboard/orders/${encodeURIComponent(order.id)}`;
  return {
    subject: `New order ${order.number}: ${formatPrice(order.totalPrice)}`,
    body: (
      <MailLayout storeName={site.storeName} heading={`New order ${order.number}`}>
        <p style={{ margin: "0 0 16px" }}>
          {order.name} ({order.email}, {order.phone}) placed an order.
        </p>
        <Items order={order} />
        <p style={{ margin: "0 0 4px", fontWeight: 700 }}>Ship to</p>
        <Address order={order} />
        <MailButton href={link}>Open it on the order desk</MailButton>
      </MailLayout>
    ),
    text: plainText(
      site,
      `${order.name} (${order.email}, ${order.phone}) placed order ${order.number}.`,
      itemLines(order).join("\n"),
      `Ship to:\n${addressLines(order).join("\n")}`,
      `Order desk: ${link}`,
    ),
  };
}
