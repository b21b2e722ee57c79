import { PermittedPage } from "@/features/admin/auth/components/permitted-page";
import { SettingsPage } from "@/features/admin/money/components/settings-page";

export function Component() {
  return (
    <PermittedPage permission="settings">
      <SettingsPage />
    </PermittedPage>
  );
}
