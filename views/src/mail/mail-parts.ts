import type { ReactElement } from "react";

/** What a mail template gives: its subject, its HTML body (a MailLayout) and its plain-text part. */
export interface MailParts {
  subject: string;
  body: ReactElement;
  text: string;
}

/** Where the mail comes from: the shop's name and its address, the base of every link. */
export interface MailSite {
  storeName: string;
  siteUrl: string;
}

/** The plain-text part: paragraphs apart, the shop's name last. */
export const plainText = (site: MailSite, ...paragraphs: string[]) =>
  [...paragraphs, `— ${site.storeName}`].join("\n\n");
