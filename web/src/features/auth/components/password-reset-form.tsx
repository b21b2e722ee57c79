import { useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { StatusMessage } from "@/components/status-message";
import { checkPasswordResetCode, confirmNewPassword } from "@/features/auth/api/action-codes";
import { Field, Outcome } from "@/features/auth/components/auth-card";
import { accountProblem, linkProblem } from "@/features/auth/utils/auth-error-text";

type Step =
  | { name: "checking" }
  | { name: "form"; email: string }
  | { name: "done"; email: string }
  | { name: "bad-link"; error: unknown };

/** `resetPassword`: checks the link first, then asks for the new password, then sends the shopper to log in. */
export function PasswordResetForm({ oobCode }: { oobCode: string }) {
  const [step, setStep] = useState<Step>({ name: "checking" });
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let current = true;
    checkPasswordResetCode(oobCode).then(
      (email) => current && setStep({ name: "form", email }),
      (cause: unknown) => current && setStep({ name: "bad-link", error: cause }),
    );
    return () => {
      current = false;
    };
  }, [oobCode]);

  if (step.name === "checking") return <StatusMessage kind="loading">Checking your link...</StatusMessage>;
  if (step.name === "bad-link") {
    return (
      <>
        <Outcome kind="failed">
          <p className="font-semibold">{linkProblem(step.error)}</p>
          <p>Ask for a new link: each one works once, for a limited time.</p>
        </Outcome>
        <p className="mt-4 text-sm font-medium">
          <Link to="/forgot-password" className="text-blue-700 underline hover:text-blue-900">
            Ask for a new link
          </Link>
        </p>
      </>
    );
  }
  if (step.name === "done") {
    return (
      <>
        <Outcome kind="done">
          <p className="font-semibold">Your password is changed.</p>
          <p>
            Log in as <span className="wrap-anywhere">{step.email}</span> with your new password.
          </p>
        </Outcome>
        <p className="mt-4 text-sm font-medium">
          <Link to="/login" className="text-blue-700 underline hover:text-blue-900">
            Log in
          </Link>
        </p>
      </>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password"));
    setError(undefined);
    setSaving(true);
    try {
      await confirmNewPassword(oobCode, password);
      setStep({ name: "done", email: step.email });
    } catch (cause) {
      const code = (cause as { code?: string }).code;
      // A code that stopped working meanwhile (used in another tab, expired) ends the form; anything else is
      // said beside the field, to try again.
      if (code === "auth/invalid-action-code" || code === "auth/expired-action-code") {
        setStep({ name: "bad-link", error: cause });
      } else setError(accountProblem(cause));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)}>
      <p className="mb-4 text-sm text-gray-700">
        For <span className="font-semibold wrap-anywhere">{step.email}</span>.
      </p>
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={step.email} readOnly hidden />
      <Field
        id="reset-password"
        name="password"
        type="password"
        label="New password"
        autoComplete="new-password"
        minLength={6}
        required
        error={error}
      />
      <button type="submit" disabled={saving} className="btn btn-action px-8">
        Save new password
      </button>
    </form>
  );
}
