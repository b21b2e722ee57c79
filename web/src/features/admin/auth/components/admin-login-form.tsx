import { adminLoginSchema } from "@bookstore/schema";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useLoginAdmin } from "@/features/admin/auth/api/login-admin";
import { FormField } from "@/components/form-field";
import { inputClassName } from "@/features/admin/components/admin-input";
import type { FieldErrors } from "@/lib/form-errors";
import { ApiError } from "@/lib/api-client";
import { parseErrors } from "@/lib/form-errors";

// product §8: an admin login failure shows the same inline message as the shopper's login.
export const ADMIN_LOGIN_FAILED_MESSAGE = "Please provide a valid email and password";

export function AdminLoginForm() {
  const navigate = useNavigate();
  const login = useLoginAdmin({ onSuccess: () => navigate("/dashboard") });
  const [errors, setErrors] = useState<FieldErrors>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = adminLoginSchema.safeParse({ username: form.get("username"), password: form.get("password") });
    if (!parsed.success) {
      setErrors(parseErrors(parsed.error));
      return;
    }
    setErrors({});
    login.mutate(parsed.data);
  };

  // One line under the product's message on what to do: the credentials, or the server's reason (too many
  // failures from this address, say, so the admin knows retrying now will not help).
  const hint =
    login.error instanceof ApiError && login.error.status === 401
      ? "Wrong username or password."
      : login.error?.message;

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="admin-login-title">
      <FormField id="admin-username" label="Username" error={errors.username}>
        {(described) => (
          <input
            id="admin-username"
            name="username"
            type="text"
            autoComplete="username"
            placeholder="username"
            required
            className={inputClassName}
            {...described}
          />
        )}
      </FormField>
      <FormField id="admin-password" label="Password" error={errors.password}>
        {(described) => (
          <input
            id="admin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder="Password"
            required
            className={inputClassName}
            {...described}
          />
        )}
      </FormField>
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
