import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { MailMessage } from "./outbox";

/** A mail's parts: the HTML drawn from `body` (a MailLayout) and the plain-text part said in words. */
export const renderMail = (subject: string, body: ReactElement, text: string): MailMessage => ({
  subject,
  html: `<!DOCTYPE html>${renderToStaticMarkup(body)}`,
  text,
});
