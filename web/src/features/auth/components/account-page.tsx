import type { AuthUser } from "@/features/auth/stores/auth-store";
import { ChangeEmailForm } from "@/features/auth/components/change-email-form";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";
import { DeleteAccountSection } from "@/features/auth/components/delete-account-section";
import { DownloadDataSection } from "@/features/auth/components/download-data-section";

/** /account: the signed-in shopper's sign-in, address, data and the way to leave. */
export function AccountPage({ user, onDeleted }: { user: AuthUser; onDeleted: () => void }) {
  const email = user.email ?? "";
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="mb-2 text-2xl font-semibold">Your account</h1>
        <p className="text-gray-700">
          Signed in as <span className="font-semibold wrap-anywhere">{email}</span>{" "}
          <span
            className={`badge ${user.emailVerified ? "bg-success-soft text-success" : "bg-caution-soft text-caution"}`}
          >
            {user.emailVerified ? "Confirmed" : "Not confirmed yet"}
          </span>
        </p>
      </div>
      <ChangePasswordForm hasPassword={user.hasPassword} />
      <ChangeEmailForm email={email} hasPassword={user.hasPassword} />
      <DownloadDataSection />
      <DeleteAccountSection hasPassword={user.hasPassword} onDeleted={onDeleted} />
    </div>
  );
}
