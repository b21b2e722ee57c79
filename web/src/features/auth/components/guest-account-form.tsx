import { useState, type FormEvent } from "react";
import { showDialog } from "@/components/dialogs";
import { TextField } from "@/components/form-field";
import { StatusMessage } from "@/components/status-message";
import { createAccountFromGuest } from "@/features/auth/api/auth-service";
import { signInHint } from "@/features/auth/utils/sign-in-hint";

const GUEST_ACCOUNT_FIELDS = [
  { name: "email", label: "Email", autoComplete: "email" },
  { name: "password", label: "Password", autoComplete: "new-password" },
] as const;

/** 'Create an account' for a guest: the guest becomes an email/password account and keeps their orders. */
export function GuestAccountForm() {
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(undefined);
    setPending(true);
    try {
      await createAccountFromGuest(String(form.get("email")), String(form.get("password")));
      void showDialog({ title: "Account created", text: "Your orders are kept in your account.", icon: "success" });
    } catch (cause) {
      setError(signInHint(cause) ?? "We could not create your account. Try again.");
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="guest-account-heading" className="mb-6 rounded-md bg-white p-4 shadow-sm">
      <h2 id="guest-account-heading" className="text-lg font-semibold">
        Create an account
      </h2>
      <p className="mb-3 text-sm text-gray-600">
        You are shopping as a guest. Create an account to keep these orders and see them on any device.
      </p>
      <form onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-end gap-3">
        {GUEST_ACCOUNT_FIELDS.map((field) => (
          <TextField
            key={field.name}
            id={`guest-account-${field.name}`}
            type={field.name}
            required
            className="min-w-0 grow"
            labelClassName="block text-sm font-bold text-gray-700"
            inputClassName="mt-1 w-full rounded-sm border px-3 py-2"
            {...field}
          />
        ))}
        <button type="submit" disabled={pending} className="btn btn-action">
          {pending ? "Creating account..." : "Create account"}
        </button>
      </form>
      {error && (
        <div className="mt-3">
          <StatusMessage kind="error">{error}</StatusMessage>
        </div>
      )}
    </section>
  );
}
