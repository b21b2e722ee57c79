// The mail feature's face: what the composition root and other features may import (never the feature's own files).
export { mailFromParam, mailRetrySchedule, smtpSettings } from "./mail-config";
export { createMailRetentionRepository } from "./mail-retention.repository";
export { mailSweep, mailTrigger, sweepMail } from "./mail-functions";
export { createMailSender } from "./mail-sender";
export { createMailRepository } from "./mail.repository";
export { createOutboxRepository } from "./outbox.repository";
export { createOutboxRouter } from "./outbox.router";
export { createOutboxService } from "./outbox.service";
export { type SendMail, smtpSender } from "./smtp-transport";
