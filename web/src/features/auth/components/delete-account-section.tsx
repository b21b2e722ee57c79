import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { confirmDialog, showDialog } from "@/components/dialogs";
import { reauthenticate } from "@/features/auth/api/account-credentials";
import { deleteAccount, needsReauthentication } from "@/features/auth/api/account-data";
import { logout } from "@/features/auth/api/auth-service";
import { Field } from "@/features/auth/components/auth-card";
import { AccountSection, FormOutcome } from "@/features/auth/components/account-section";
import { accountProblem } from "@/features/auth/utils/auth-error-text";

const WHAT_GOES = "your sign-in, wishlist, saved addresses, reviews and newsletter subscription";
const WHAT_STAYS =
  "Orders you placed stay in the shop's records, which its accounts must keep, with your account removed from them.";

/**
 * Deleting the account: said in full before the shopper confirms. The server takes only a recent sign-in; past
 * a few minutes it refuses, and the shopper proves it is them (password, or Google) before it is asked again.
 */
export function DeleteAccountSection({ hasPassword, onDeleted }: { hasPassword: boolean; onDeleted: () => void }) {
  const [askPassword, setAskPassword] = useState(false);
  const remove = useMutation({
    mutationFn: async (proof?: { password?: string }) => {
      if (proof) await reauthenticate(proof.password);
      await deleteAccount();
    },
    onSuccess: async () => {
      // The page leaves first, so the guarded page never sees the shopper signed out and sends them to /login.
      onDeleted();
      await logout().catch(() => undefined);
      await showDialog({
        title: "Account deleted",
        text: "Your account and its data are deleted. Thank you for shopping with us.",
      });
    },
    onError: (error) => {
      if (needsReauthentication(error)) setAskPassword(true);
    },
  });

  const start = async () => {
    const confirmed = await confirmDialog({
      title: "Delete your account?",
      text: `This deletes ${WHAT_GOES}, and cannot be undone. ${WHAT_STAYS}`,
      confirmButtonText: "Delete my account",
    });
    if (confirmed) remove.mutate(undefined);
  };

  const onProof = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    remove.mutate({ password: hasPassword ? String(new FormData(event.currentTarget).get("password")) : undefined });
  };

  const failure = remove.isError && !needsReauthentication(remove.error) ? accountProblem(remove.error) : undefined;

  return (
    <AccountSection title="Delete your account">
      <p className="mb-3 text-sm text-gray-700">
        Deleting your account deletes {WHAT_GOES}. It cannot be undone. {WHAT_STAYS}
      </p>
      {askPassword ? (
        <form onSubmit={onProof} className="max-w-sm" aria-label="Confirm it is you">
          <p role="alert" className="mb-3 text-sm font-semibold">
            For your safety, {hasPassword ? "enter your password again" : "sign in with Google again"} to delete your
            account.
          </p>
          {hasPassword && (
            <Field
              id="delete-password"
              name="password"
              type="password"
              label="Password"
              autoComplete="current-password"
              required
              autoFocus
            />
          )}
          <div className="flex flex-wrap gap-3">
            <button type="submit" disabled={remove.isPending} className="btn btn-danger px-6">
              Delete my account
            </button>
            <button type="button" className="btn btn-quiet px-6" onClick={() => setAskPassword(false)}>
              Keep my account
            </button>
          </div>
        </form>
      ) : (
        <button type="button" disabled={remove.isPending} onClick={() => void start()} className="btn btn-danger px-6">
          Delete my account
        </button>
      )}
      <FormOutcome failed={failure} />
    </AccountSection>
  );
}
