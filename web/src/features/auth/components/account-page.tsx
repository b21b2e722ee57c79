import { useQuery } from "@tanstack/react-query";
import { StatusMessage } from "@/components/status-message";
import { hasPasswordSignIn } from "@/features/auth/api/account-credentials";
import { ChangeEmailForm } from "@/features/auth/components/change-email-form";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";
import { DeleteAccountSection } from "@/features/auth/components/delete-account-section";
import { DownloadDataSection } from "@/features/auth/components/download-data-section";
import type { AuthUser } from "@/features/auth/stores/auth-store";

/** /account: the signed-in shopper's sign-in, address, data and the way to leave. */
export function AccountPage({ user, onDeleted }: { user: AuthUser; onDeleted: () => void }) {
  const email = user.email ?? "";
  const signIn = useQuery({ queryKey: ["sign-in-methods", user.uid], queryFn: hasPasswordSignIn });
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
      {signIn.isPending ? (
        <StatusMessage kind="loading">Loading...</StatusMessage>
      ) : signIn.isError ? (
        <StatusMessage kind="error">Your account could not be read. Reload the page to try again.</StatusMessage>
      ) : (
        <>
          <ChangePasswordForm hasPassword={signIn.data} />
          <ChangeEmailForm email={email} hasPassword={signIn.data} />
          <DownloadDataSection />
          <DeleteAccountSection hasPassword={signIn.data} onDeleted={onDeleted} />
        </>
      )}
    </div>
  );
}
