import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { changeEmail } from "@/features/auth/api/account-credentials";
import { Field } from "@/features/auth/components/auth-card";
import { CurrentPasswordField } from "@/features/auth/components/current-password-field";
import { AccountSection, FormOutcome } from "@/features/auth/components/account-section";
import { accountProblem } from "@/features/auth/utils/auth-error-text";

/** The new address gets a link; the account's address changes only once it is opened there. */
export function ChangeEmailForm({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const change = useMutation({
    mutationFn: ({ next, password }: { next: string; password: string }) => changeEmail(next, password),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    change.mutate(
      { next: String(data.get("new-email")).trim(), password: String(data.get("current-password")) },
      { onSuccess: () => form.reset() },
    );
  };

  return (
    <AccountSection title="Change e-mail address">
      {hasPassword ? (
        <form onSubmit={onSubmit} className="max-w-sm">
          <Field
            id="account-new-email"
            name="new-email"
            type="email"
            label="New e-mail address"
            autoComplete="email"
            required
          />
          <CurrentPasswordField id="account-email-password" />
          <button type="submit" disabled={change.isPending} className="btn btn-action px-6">
            Send confirmation link
          </button>
          <FormOutcome
            done={
              change.isSuccess
                ? `We sent a link to ${change.variables.next}. Your address changes once you open it; until then, log in as ${email}.`
                : undefined
            }
            failed={change.isError ? accountProblem(change.error) : undefined}
          />
        </form>
      ) : (
        <p className="text-sm text-gray-700">You log in with Google: your address is your Google account's.</p>
      )}
    </AccountSection>
  );
}
