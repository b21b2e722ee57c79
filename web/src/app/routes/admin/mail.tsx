import { PermittedPage } from "@/features/admin/auth/components/permitted-page";
import { MailOutbox } from "@/features/admin/mail/components/mail-outbox";

export function Component() {
  return (
    <PermittedPage permission="mail">
      <MailOutbox />
    </PermittedPage>
  );
}
