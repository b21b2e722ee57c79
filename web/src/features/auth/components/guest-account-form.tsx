import { useState, type FormEvent } from "react";
import { showDialog } from "@/components/dialogs";
import { StatusMessage } from "@/components/status-message";
import { createAccountFromGuest } from "@/features/auth/api/auth-service";
import { signInHint } from "@/features/auth/utils/sign-in-hint";

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
        <div className="min-w-0 grow">
          <label htmlFor="guest-account-email" className="block text-sm font-bold text-gray-700">
            Email
          </label>
          <input
            id="guest-account-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            className="mt-1 w-full rounded-sm border px-3 py-2"
          />
        </div>
        <div className="min-w-0 grow">
          <label htmlFor="guest-account-password" className="block text-sm font-bold text-gray-700">
            Password
          </label>
          <input
            id="guest-account-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            className="mt-1 w-full rounded-sm border px-3 py-2"
          />
        </div>
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
