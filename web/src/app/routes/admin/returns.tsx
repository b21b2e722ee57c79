import { PermittedPage } from "@/features/admin/auth/components/permitted-page";
import { ReturnsDesk } from "@/features/admin/returns/components/returns-desk";

// Returns and refunds, for the owner and fulfilment (decision 023).
export function Component() {
  return (
    <PermittedPage permission="returns">
      <ReturnsDesk />
    </PermittedPage>
  );
}
