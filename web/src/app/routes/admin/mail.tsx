import { MailOutbox } from "@/features/admin/mail/components/mail-outbox";

export function Component() {
  return <MailOutbox />;
}
