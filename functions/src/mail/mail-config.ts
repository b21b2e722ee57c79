import { defineInt, defineSecret, defineString } from "firebase-functions/params";

// Where and how the sender hands mail over, set at deploy time (`functions/.env.<project id>`; the emulator
// suite's is in the repository; SMTP_URL and MAIL_FROM have no default, so a deploy without them is refused). The SMTP password is a secret: `firebase functions:secrets:set SMTP_PASSWORD`.

export const smtpUrlParam = defineString("SMTP_URL", {
  description:
    "The SMTP server, such as smtps://user@smtp.example:465 or smtp://127.0.0.1:1025 (a user name, never a password)",
  input: {
    text: {
      validationRegex: "^smtps?://(?:[^:/@]+@)?[^:/@]+(?::[0-9]+)?$",
      validationErrorMessage: "An address such as smtps://user@smtp.example:465, without a password or a path",
    },
  },
});
export const smtpPassword = defineSecret("SMTP_PASSWORD");
export const mailFromParam = defineString("MAIL_FROM", {
  description: "The sender of the shop's mail, such as Book Store <shop@example.com>",
});
/** Each of connecting, the server's greeting and any silence after it may last this long before the attempt fails. */
export const smtpTimeoutMsParam = defineInt("SMTP_TIMEOUT_MS", {
  description: "Milliseconds an SMTP connection, greeting or silent socket may take before the attempt fails",
  default: 10_000,
});
/** The wait before the second attempt; each later wait doubles it, up to MAIL_RETRY_MAX_WAIT_MS. */
export const mailRetryBaseMsParam = defineInt("MAIL_RETRY_BASE_MS", {
  description: "Milliseconds before a failed mail is tried again; doubled after each further failure",
  default: 60_000,
});
export const mailRetryMaxWaitMsParam = defineInt("MAIL_RETRY_MAX_WAIT_MS", {
  description: "The longest wait, in milliseconds, between two attempts at a failed mail",
  default: 60 * 60 * 1000,
});
/** As long as mail servers keep a message they cannot hand over: an outage of a day delays mail, loses none. */
export const mailRetryForMsParam = defineInt("MAIL_RETRY_FOR_MS", {
  description: "Milliseconds a failed mail is tried again, from its first attempt, before it ends in ERROR",
  default: 24 * 60 * 60 * 1000,
});

/** The retry schedule the parameters set (mail-delivery.ts). */
export const mailRetrySchedule = () => ({
  baseMs: mailRetryBaseMsParam.value(),
  maxWaitMs: mailRetryMaxWaitMsParam.value(),
  forMs: mailRetryForMsParam.value(),
});

export interface SmtpSettings {
  /** With the user name, if the server wants one; the password is the SMTP_PASSWORD secret. */
  url: string;
  password: string;
  from: string;
  timeoutMs: number;
}

export function smtpSettings(): SmtpSettings {
  let password = "";
  try {
    password = smtpPassword.value();
  } catch {
    // Not bound (outside the Functions runtime): a server without sign-in.
  }
  return {
    url: smtpUrlParam.value(),
    password,
    from: mailFromParam.value(),
    timeoutMs: smtpTimeoutMsParam.value(),
  };
}
