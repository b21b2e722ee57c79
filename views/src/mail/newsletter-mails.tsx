import { MailButton, MailLayout } from "./mail-layout";

// The newsletter's own mails: the confirmation a sign-up asks for, and the welcome once confirmed. Each says why the
// reader gets it and how to leave, in the HTML and the plain-text part alike.

export interface NewsletterMailLinks {
  storeName: string;
  /** The page whose button unsubscribes (the List-Unsubscribe header's address takes a one-click POST). */
  unsubscribeUrl: string;
}

export interface NewsletterConfirmMailProps extends NewsletterMailLinks {
  confirmUrl: string;
}

export const newsletterConfirmSubject = (storeName: string) =>
  `Confirm your subscription to the ${storeName} newsletter`;
export const newsletterWelcomeSubject = (storeName: string) => `Welcome to the ${storeName} newsletter`;

function Footer({ storeName, unsubscribeUrl }: NewsletterMailLinks) {
  return (
    <>
      You get this mail because this address was entered in the newsletter form at {storeName}.{" "}
      <a href={unsubscribeUrl} style={{ color: "inherit" }}>
        Unsubscribe
      </a>
      .
    </>
  );
}

export function NewsletterConfirmMail({ storeName, confirmUrl, unsubscribeUrl }: NewsletterConfirmMailProps) {
  return (
    <MailLayout
      storeName={storeName}
      heading="Confirm your subscription"
      footer={<Footer storeName={storeName} unsubscribeUrl={unsubscribeUrl} />}
    >
      <p style={{ margin: "0 0 16px" }}>
        Someone, we hope you, asked for the {storeName} newsletter at this address. Confirm it, and the next newsletter
        is on its way to you.
      </p>
      <p style={{ margin: "0 0 16px" }}>
        <MailButton href={confirmUrl}>Confirm subscription</MailButton>
      </p>
      <p style={{ margin: 0 }}>If it was not you, ignore this mail: without a confirmation we send nothing more.</p>
    </MailLayout>
  );
}

export const newsletterConfirmText = ({ storeName, confirmUrl, unsubscribeUrl }: NewsletterConfirmMailProps) =>
  [
    "Confirm your subscription",
    "",
    `Someone, we hope you, asked for the ${storeName} newsletter at this address. Confirm it, and the next newsletter is on its way to you:`,
    confirmUrl,
    "",
    "If it was not you, ignore this mail: without a confirmation we send nothing more.",
    "",
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join("\n");

export function NewsletterWelcomeMail({ storeName, unsubscribeUrl }: NewsletterMailLinks) {
  return (
    <MailLayout
      storeName={storeName}
      heading="Welcome to our newsletter"
      footer={<Footer storeName={storeName} unsubscribeUrl={unsubscribeUrl} />}
    >
      <p style={{ margin: "0 0 16px" }}>
        Your subscription is confirmed. You will hear from us about new releases, news and offers.
      </p>
      <p style={{ margin: 0 }}>Every newsletter has a link at its foot to unsubscribe in one click.</p>
    </MailLayout>
  );
}

export const newsletterWelcomeText = ({ unsubscribeUrl }: NewsletterMailLinks) =>
  [
    "Welcome to our newsletter",
    "",
    "Your subscription is confirmed. You will hear from us about new releases, news and offers.",
    "",
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join("\n");
