import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { sendPasswordReset } from "@/features/auth/api/email-links";
import { AuthCard, Field, Outcome } from "@/features/auth/components/auth-card";
import { accountProblem } from "@/features/auth/utils/auth-error-text";

/**
 * /forgot-password: sends the link to choose a new password. The answer reads the same whether or not the
 * address has an account, so the page cannot be used to learn who shops here.
 */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email")).trim();
    setError(undefined);
    setSending(true);
    try {
      await sendPasswordReset(email);
      setSentTo(email);
    } catch (cause) {
      setError(accountProblem(cause));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title="Forgot your password?">
      {sentTo ? (
        <Outcome kind="done">
          <p className="font-semibold">Check your e-mail.</p>
          <p>
            If an account uses <span className="wrap-anywhere">{sentTo}</span>, we sent it a link to choose a new
            password. The link works once, for a limited time.
          </p>
        </Outcome>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)}>
          <p className="mb-4 text-sm text-gray-700">
            Enter the e-mail address you log in with, and we will send you a link to choose a new password.
          </p>
          <Field
            id="forgot-email"
            name="email"
            type="email"
            label="Email"
            autoComplete="email"
            required
            placeholder="Email Address"
            error={error}
          />
          <button type="submit" disabled={sending} className="btn btn-action px-8">
            Send reset link
          </button>
        </form>
      )}
      <p className="mt-4 text-sm font-medium">
        Remembered it?{" "}
        <Link to="/login" className="text-blue-600 hover:text-blue-800">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
