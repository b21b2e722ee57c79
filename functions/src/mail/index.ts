// The mail feature's face: the outbox, its sender and its background functions. The composition root and other features import this file, never
// the feature's own files (the lint's zones hold them to it).
export { mailFromParam, mailRetryBaseMsParam, smtpSettings } from "./mail-config";
export { mailSweep, mailTrigger, sweepMail } from "./mail-functions";
export { createMailSender } from "./mail-sender";
export { createMailRepository } from "./mail.repository";
export { createOutboxRepository } from "./outbox.repository";
export { createOutboxRouter } from "./outbox.router";
export { createOutboxService } from "./outbox.service";
export { type SendMail, smtpSender } from "./smtp-transport";
