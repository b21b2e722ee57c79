// Apart from the form: the banner's Subscribe is on the first screen, the footer's form loads after the page.

export const NEWSLETTER_EMAIL_ID = "newsletter-email";
export const NEWSLETTER_THANKS_ID = "newsletter-thanks";

let focusWanted = false;

/**
 * Brings the shopper to the newsletter, for the other Subscribe buttons: to its email field, or once they have
 * signed up (the field is gone), to the thank-you, so the button never does nothing. Focus scrolls it into view.
 * Pressed before the footer has arrived, the form takes the focus when it does.
 */
export function focusNewsletter() {
  const target = document.getElementById(NEWSLETTER_EMAIL_ID) ?? document.getElementById(NEWSLETTER_THANKS_ID);
  focusWanted = !target;
  target?.focus();
}

/** For the form as it appears: whether a Subscribe was pressed before it was there (asked once). */
export function takeWantedNewsletterFocus(): boolean {
  const wanted = focusWanted;
  focusWanted = false;
  return wanted;
}
