import { EmailActionPage } from "@/features/auth/components/email-action-page";

export function Component() {
  return <EmailActionPage />;
}
