import { STAFF_SETUP, staffSetupSchema } from "@bookstore/schema";
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { StatusMessage } from "@/components/status-message";
import { AdminPasswordField } from "@/features/admin/components/admin-text-field";
import { useSetUpPassword, useSetupLinkState } from "@/features/admin/staff/api/staff";
import { ApiError } from "@/lib/api-client";
import { formErrors, parseErrors, type FieldErrors } from "@/lib/form-errors";

/**
 * /admin/setup?token=…: a new (or reset) member chooses their password with the link the owner handed over. The
 * server refuses one under STAFF_SETUP.minPassword characters or equal to the username, and a used or expired link.
 */
export function SetupForm({ token }: { token: string }) {
  const setUp = useSetUpPassword();
  const linkState = useSetupLinkState(token);
  const [errors, setErrors] = useState<FieldErrors>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get("password") ?? "");
    const parsed = staffSetupSchema.safeParse({ token, password });
    if (!parsed.success) {
      setErrors(parseErrors(parsed.error));
      return;
    }
    if (password !== data.get("confirm")) {
      setErrors({ confirm: "The two passwords differ" });
      return;
    }
    setErrors({});
    setUp.mutate(parsed.data, {
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(formErrors(error.fields));
      },
    });
  };

  if (setUp.isSuccess) {
    return (
      <div role="status">
        <p className="mb-4">Your password is set, {setUp.data.username}. Sign in with it now.</p>
        <Link to="/admin" className="btn btn-action w-full px-8">
          Go to sign in
        </Link>
      </div>
    );
  }
  if (!token) return <StatusMessage kind="error">This set-up link is not complete: ask for a new one.</StatusMessage>;
  // A link that cannot work says so at once, not after the password is typed twice; while the answer is on its
  // way (or if it never comes) the form is there, and the server still decides on submit.
  const state = linkState.data?.state;
  if (state === "expired") {
    return (
      <StatusMessage kind="error">This set-up link has expired: ask the shop's owner for a new one.</StatusMessage>
    );
  }
  if (state === "used-or-unknown") {
    return (
      <StatusMessage kind="error">
        This set-up link was already used or is not valid. If you set your password with it, sign in; otherwise ask the
        shop's owner for a new one.
      </StatusMessage>
    );
  }

  const refused = setUp.error instanceof ApiError && !setUp.error.fields ? setUp.error.message : undefined;
  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="setup-title">
      <p className="mb-4 text-sm text-gray-600">
        At least {STAFF_SETUP.minPassword} characters, and not your username.
      </p>
      <AdminPasswordField
        id="setup-password"
        label="New password"
        error={errors.password ?? errors.token}
        name="password"
        fresh
      />
      <AdminPasswordField id="setup-confirm" label="Repeat the password" error={errors.confirm} name="confirm" fresh />
      {refused && <StatusMessage kind="error">{refused}</StatusMessage>}
      <button type="submit" disabled={setUp.isPending} className="btn btn-action mt-2 w-full px-8">
        Set password
      </button>
    </form>
  );
}
