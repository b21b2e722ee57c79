// MailDev, the local SMTP server and web mailbox, as a child of a launcher (local-mail.mjs starts it). It ends
// with its launcher, even one killed outright: it watches its parent, as the launchers watch theirs.
import { createRequire } from "node:module";
import { MAILDEV } from "./local-mail-addresses.mjs";

const require = createRequire(import.meta.url);
const MailDev = require("maildev");
const maildev = new MailDev({ smtp: MAILDEV.smtpPort, web: MAILDEV.webPort, ip: MAILDEV.host, silent: true });
// Its SMTP server (smtp-server) looks up each client's name and waits 100 ms before greeting it, to catch spammers
// that talk first: a tenth of a second per mail on loopback, where only the store's sender connects. The delay is
// an option that patches/ adds (the launchers apply it before starting this).
Object.assign(require("maildev/lib/mailserver").smtp.options, { disableReverseLookup: true, earlyTalkerDelay: 0 });
maildev.listen((error) => {
  if (error) {
    console.error(`MailDev could not start: ${error.message}`);
    process.exit(1);
  }
});
maildev.on("error", (error) => {
  console.error(`MailDev failed: ${error.message}`);
  process.exit(1);
});
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.exit(0);
}, 1_000);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(0));
