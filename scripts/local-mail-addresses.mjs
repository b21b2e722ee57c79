// Where the local mail server listens: MailDev's SMTP port (functions/.env.demo-bookstore's SMTP_URL names the
// same) and its web mailbox, whose REST API the tests read.
export const MAILDEV = Object.freeze({ host: "127.0.0.1", smtpPort: 1025, webPort: 1080 });
export const MAILDEV_URL = `http://${MAILDEV.host}:${MAILDEV.webPort}`;
