import { adminLoginSchema } from "@bookstore/schema";
import { useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useLoginAdmin } from "@/features/admin/auth/api/login-admin";
import { landingPathFor } from "@/features/admin/auth/utils/admin-nav";
import { waitText } from "@/features/admin/auth/utils/wait-text";
import { AdminPasswordField, AdminTextField } from "@/features/admin/components/admin-text-field";
import type { FieldErrors } from "@/lib/form-errors";
import { ApiError } from "@/lib/api-client";
import { parseErrors } from "@/lib/form-errors";

// product §8: an admin login failure shows the same inline message as the shopper's login.
export const ADMIN_LOGIN_FAILED_MESSAGE = "Please provide a valid email and password";

export function AdminLoginForm() {
  const navigate = useNavigate();
  // Why the server ended the last session (the dashboard sent the member here), until they sign in again.
  const signedOut = (useLocation().state as { signedOut?: string } | null)?.signedOut;
  const login = useLoginAdmin({ onSuccess: (session) => navigate(landingPathFor(session.user.role)) });
  const [errors, setErrors] = useState<FieldErrors>({});
  // Why the last session ended matters until the member acts on it: once they type, the form's own answer is
  // the one reason on screen.
  const [used, setUsed] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = adminLoginSchema.safeParse({ username: form.get("username"), password: form.get("password") });
    if (!parsed.success) {
      setErrors(parseErrors(parsed.error));
      return;
    }
    setErrors({});
    setUsed(true);
    login.mutate(parsed.data);
  };

  // One line under the product's message on what to do: the credentials, or the server's reason (too many
  // failures from this address, say, so the admin knows retrying now will not help).
  const error = login.error;
  const hint =
    error instanceof ApiError && error.status === 401
      ? "Wrong username or password."
      : error instanceof ApiError && error.status === 429 && error.retryAfterSeconds
        ? `Too many failed sign-ins. Try again in ${waitText(error.retryAfterSeconds)}.`
        : error?.message;

  return (
    <form onSubmit={handleSubmit} onInput={() => setUsed(true)} noValidate aria-labelledby="admin-login-title">
      {signedOut && !used && login.isIdle && (
        <p
          role="alert"
          className="mb-4 rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger"
        >
          {signedOut}
        </p>
      )}
      <AdminTextField
        id="admin-username"
        label="Username"
        error={errors.username}
        name="username"
        type="text"
        autoComplete="username"
        placeholder="username"
        required
      />
      <AdminPasswordField
        id="admin-password"
        label="Password"
        error={errors.password}
        name="password"
        placeholder="Password"
        required
      />
      {login.isError && (
        <div role="alert" className="mb-3 text-sm text-danger">
          <p className="italic">{ADMIN_LOGIN_FAILED_MESSAGE}</p>
          <p className="mt-1 font-semibold">{hint}</p>
        </div>
      )}
      <button type="submit" disabled={login.isPending} className="btn btn-action w-full px-8">
        Login
      </button>
    </form>
  );
}
