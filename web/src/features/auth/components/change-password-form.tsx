import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { changePassword } from "@/features/auth/api/account-credentials";
import { Field } from "@/features/auth/components/auth-card";
import { CurrentPasswordField } from "@/features/auth/components/current-password-field";
import { AccountSection, FormOutcome } from "@/features/auth/components/account-section";
import { accountProblem } from "@/features/auth/utils/auth-error-text";

/** Asks for the current password first: a session left open elsewhere cannot lock the shopper out. */
export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const change = useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) => changePassword(current, next),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    change.mutate(
      { current: String(data.get("current-password")), next: String(data.get("new-password")) },
      { onSuccess: () => form.reset() },
    );
  };

  return (
    <AccountSection title="Change password">
      {hasPassword ? (
        <form onSubmit={onSubmit} className="max-w-sm">
          <CurrentPasswordField id="account-current-password" />
          <Field
            id="account-new-password"
            name="new-password"
            type="password"
            label="New password"
            autoComplete="new-password"
            minLength={6}
            required
          />
          <button type="submit" disabled={change.isPending} className="btn btn-action px-6">
            Change password
          </button>
          <FormOutcome
            done={change.isSuccess ? "Your password is changed." : undefined}
            failed={change.isError ? accountProblem(change.error) : undefined}
          />
        </form>
      ) : (
        <p className="text-sm text-gray-700">You log in with Google: your password is Google's to change.</p>
      )}
    </AccountSection>
  );
}
