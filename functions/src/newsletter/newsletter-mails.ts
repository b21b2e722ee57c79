import { STORE_NAME } from "@bookstore/schema/book-page";
import {
  NewsletterConfirmMail,
  newsletterConfirmSubject,
  newsletterConfirmText,
  NewsletterWelcomeMail,
  newsletterWelcomeSubject,
  newsletterWelcomeText,
} from "@bookstore/views/newsletter-mails";
import { createElement } from "react";
import { renderMail } from "../lib/mail-render";
import { subscriberKey, type QueuedMail } from "./subscription-state";
import type { NewsletterTokens } from "./newsletter-tokens";

/** The newsletter's links for one address, each carrying its own purpose's token. */
export function newsletterLinks(siteUrl: string, tokens: NewsletterTokens, email: string) {
  const query = (purpose: "confirm" | "unsubscribe") =>
    new URLSearchParams({ email, token: tokens.sign(purpose, email) }).toString();
  return {
    /** The page with the button that confirms. */
    confirmPage: `${siteUrl}/newsletter/confirm?${query("confirm")}`,
    /** The page with the button that unsubscribes, for a reader who clicks the mail's link. */
    unsubscribePage: `${siteUrl}/newsletter/unsubscribe?${query("unsubscribe")}`,
    /** The address mail clients POST `List-Unsubscribe=One-Click` to (RFC 8058). */
    oneClickUnsubscribe: `${siteUrl}/api/newsletter/unsubscribe?${query("unsubscribe")}`,
  };
}

type Links = ReturnType<typeof newsletterLinks>;

/** Every newsletter mail names its one-click unsubscription (RFC 2369, RFC 8058). */
const unsubscribeHeaders = (links: Links) => ({
  "List-Unsubscribe": `<${links.oneClickUnsubscribe}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

// One confirmation per address and window: a sign-up is mailed only when the last was at least this long ago, so no
// two of an address's confirmations share a window, and a retried request names the mail already queued.
export const CONFIRMATION_GAP_MS = 10 * 60 * 1000;

export function confirmationMail(email: string, links: Links, now: number): QueuedMail {
  const props = { storeName: STORE_NAME, confirmUrl: links.confirmPage, unsubscribeUrl: links.unsubscribePage };
  return {
    id: `newsletter-${subscriberKey(email)}-confirm-${Math.floor(now / CONFIRMATION_GAP_MS)}`,
    mail: {
      to: email,
      message: renderMail(
        newsletterConfirmSubject(STORE_NAME),
        createElement(NewsletterConfirmMail, props),
        newsletterConfirmText(props),
      ),
      headers: unsubscribeHeaders(links),
      cause: "shopper",
    },
  };
}

/** Once per address: confirming again, or a retried confirmation, names the same mail. */
export function welcomeMail(email: string, links: Links): QueuedMail {
  const props = { storeName: STORE_NAME, unsubscribeUrl: links.unsubscribePage };
  return {
    id: `newsletter-${subscriberKey(email)}-welcome`,
    mail: {
      to: email,
      message: renderMail(
        newsletterWelcomeSubject(STORE_NAME),
        createElement(NewsletterWelcomeMail, props),
        newsletterWelcomeText(props),
      ),
      headers: unsubscribeHeaders(links),
    },
  };
}
