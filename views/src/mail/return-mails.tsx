import { formatPrice } from "@bookstore/schema/price";
import { MailButton, MailLayout } from "./mail-layout";
import { plainText, type MailParts, type MailSite } from "./mail-parts";

// The mails a return causes: the shopper's receipt of the request and the shop's notice of it, the staff's
// decision, and the refund recorded as the books come back.

export interface MailReturn {
  number: string;
  orderId: string;
  orderNumber: string;
  name: string;
  email: string;
  titles: string[];
  reason: string;
  note: string;
  /** Where the shopper follows it: their orders page, or a guest's order lookup. */
  followUrl: string;
}

const p = { margin: "0 0 16px" } as const;

function Titles({ titles }: { titles: string[] }) {
  return (
    <ul style={{ margin: "0 0 16px", paddingLeft: 20 }}>
      {titles.map((title, i) => (
        <li key={i}>{title}</li>
      ))}
    </ul>
  );
}

function shopperMail(site: MailSite, ret: MailReturn, subject: string, heading: string, lines: string[]): MailParts {
  return {
    subject,
    body: (
      <MailLayout
        storeName={site.storeName}
        heading={heading}
        footer="You get this mail because you asked to return books of an order placed with this address."
      >
        <p style={p}>Hello {ret.name}.</p>
        <p style={p}>
          Return <strong>{ret.number}</strong> of order {ret.orderNumber}:
        </p>
        <Titles titles={ret.titles} />
        {lines.map((line, i) => (
          <p key={i} style={p}>
            {line}
          </p>
        ))}
        <MailButton href={ret.followUrl}>See your order</MailButton>
      </MailLayout>
    ),
    text: plainText(
      site,
      `Hello ${ret.name}.`,
      `Return ${ret.number} of order ${ret.orderNumber}:\n${ret.titles.join("\n")}`,
      ...lines,
      ret.followUrl,
    ),
  };
}

/** To the shopper, as they ask. */
export const returnRequestedMail = (site: MailSite, ret: MailReturn): MailParts =>
  shopperMail(site, ret, `We have your return request ${ret.number}`, "We have your return request", [
    "The shop will look at it and write to you with what happens next. Please keep the books until then.",
  ]);

/** To the shop, as a shopper asks. */
export function shopReturnRequestedMail(site: MailSite, ret: MailReturn): MailParts {
  const link = `${site.siteUrl}/dashboard/returns`;
  const why = `Reason: ${ret.reason}${ret.note ? ` — “${ret.note}”` : ""}`;
  return {
    subject: `Return requested: ${ret.number}`,
    body: (
      <MailLayout storeName={site.storeName} heading={`Return requested: ${ret.number}`}>
        <p style={p}>
          {ret.name} ({ret.email}) asks to return books of order {ret.orderNumber}:
        </p>
        <Titles titles={ret.titles} />
        <p style={p}>{why}</p>
        <MailButton href={link}>Open the returns</MailButton>
      </MailLayout>
    ),
    text: plainText(
      site,
      `${ret.name} (${ret.email}) asks to return books of order ${ret.orderNumber}:\n${ret.titles.join("\n")}`,
      why,
      `Returns: ${link}`,
    ),
  };
}

/** To the shopper, as staff approve: what to do next. */
export const returnApprovedMail = (site: MailSite, ret: MailReturn, staffNote: string): MailParts =>
  shopperMail(site, ret, `Your return ${ret.number} is approved`, "Your return is approved", [
    `Please pack the books and send or bring them back to ${site.storeName}, with the return number ${ret.number} on a note inside. We record your refund as soon as they arrive.`,
    ...(staffNote ? [`A note from the shop: ${staffNote}`] : []),
  ]);

/** To the shopper, as staff refuse, with their reason. */
export const returnRefusedMail = (site: MailSite, ret: MailReturn, staffNote: string): MailParts =>
  shopperMail(site, ret, `Your return ${ret.number} is refused`, "Your return is refused", [
    "The shop could not accept this return.",
    ...(staffNote ? [`The shop's reason: ${staffNote}`] : []),
    "Reply to this mail if you have a question.",
  ]);

/** To the shopper, as the books arrive and the refund is recorded. */
export const refundRecordedMail = (
  site: MailSite,
  ret: MailReturn,
  refund: { amount: number; method: string; creditNote?: string; orderUrl: string },
): MailParts =>
  shopperMail(site, ret, `Your refund for return ${ret.number}`, "Your refund is recorded", [
    `The books are back with us. We refunded you ${formatPrice(refund.amount)} (${refund.method}).`,
    ...(refund.creditNote ? [`Your credit note ${refund.creditNote} is with your order: ${refund.orderUrl}`] : []),
  ]);
