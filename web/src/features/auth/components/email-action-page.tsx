import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { StatusMessage } from "@/components/status-message";
import { applyEmailChange, applyEmailVerification } from "@/features/auth/api/action-codes";
import { logout } from "@/features/auth/api/auth-service";
import { refreshSignedInUser, sendPasswordReset } from "@/features/auth/api/email-links";
import { AuthCard, Outcome } from "@/features/auth/components/auth-card";
import { PasswordResetForm } from "@/features/auth/components/password-reset-form";
import { accountProblem, linkProblem } from "@/features/auth/utils/auth-error-text";
import { continuePath } from "@/features/auth/utils/continue-path";

const TITLES = {
  verifyEmail: "Confirm your e-mail address",
  resetPassword: "Choose a new password",
  recoverEmail: "Restore your e-mail address",
  verifyAndChangeEmail: "Change your e-mail address",
} as const;
type Mode = keyof typeof TITLES;
const isMode = (mode: string | null): mode is Mode => mode !== null && Object.hasOwn(TITLES, mode);

/**
 * The store's own page for Firebase Auth's e-mail links (`/auth/action?mode=…&oobCode=…&continueUrl=…`, the
 * project's templates point here). `lang` and `apiKey` come with every link: the store speaks one language and
 * has its own Firebase config, so both are left unread.
 */
export function EmailActionPage() {
  const [params] = useSearchParams();
  const mode = params.get("mode");
  const oobCode = params.get("oobCode");
  const next = continuePath(params.get("continueUrl"));

  if (!isMode(mode) || !oobCode) {
    return (
      <AuthCard title="This link is incomplete">
        <Outcome kind="failed">
          <p>
            The address of this page lacks part of the e-mail's link. Open the link from the e-mail again, or copy the
            whole address into your browser.
          </p>
        </Outcome>
        <BackToStore to="/" />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={TITLES[mode]}>
      {mode === "resetPassword" ? (
        <PasswordResetForm key={oobCode} oobCode={oobCode} />
      ) : mode === "verifyEmail" ? (
        <EmailVerification key={oobCode} oobCode={oobCode} next={next} />
      ) : (
        <EmailChange key={oobCode} oobCode={oobCode} mode={mode} next={next} />
      )}
    </AuthCard>
  );
}

function BackToStore({ to, label = "Continue to the store" }: { to: string; label?: string }) {
  return (
    <p className="mt-4 text-sm font-medium">
      <Link to={to} className="text-blue-700 underline hover:text-blue-900">
        {label}
      </Link>
    </p>
  );
}

type LinkOutcome<T> = { state: "working" } | { state: "done"; value: T } | { state: "failed"; error: unknown };

/** Applies the link's code once, when the page opens, and tells how it went. */
function useLinkOutcome<T>(apply: () => Promise<T>): LinkOutcome<T> {
  const [outcome, setOutcome] = useState<LinkOutcome<T>>({ state: "working" });
  useEffect(() => {
    let current = true;
    apply().then(
      (value) => current && setOutcome({ state: "done", value }),
      (error: unknown) => current && setOutcome({ state: "failed", error }),
    );
    return () => {
      current = false;
    };
    // The code is the component's key: a new code is a new component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return outcome;
}

/** The signed-in account is read again, so the notice goes and the API sees the change from the next call on. */
function useRefreshAccount() {
  const queryClient = useQueryClient();
  return async () => {
    await refreshSignedInUser();
    // Refetched in the background: the link's outcome never waits on a slow answer about something else.
    void queryClient.invalidateQueries();
  };
}

function LinkFailed({ error, children }: { error: unknown; children: ReactNode }) {
  return (
    <Outcome kind="failed">
      <p className="font-semibold">{linkProblem(error)}</p>
      {children}
    </Outcome>
  );
}

function EmailVerification({ oobCode, next }: { oobCode: string; next: string }) {
  const refreshAccount = useRefreshAccount();
  const outcome = useLinkOutcome(async () => {
    await applyEmailVerification(oobCode);
    // The address is proven whether or not this browser is signed in; a session here learns it at once.
    await refreshAccount().catch(() => undefined);
  });

  if (outcome.state === "working") return <StatusMessage kind="loading">Confirming your address...</StatusMessage>;
  if (outcome.state === "failed") {
    return (
      <>
        <LinkFailed error={outcome.error}>
          <p>
            If your address is not confirmed yet, log in and choose Resend on the notice above the store's pages for a
            new link.
          </p>
        </LinkFailed>
        <BackToStore to="/" />
      </>
    );
  }
  return (
    <>
      <Outcome kind="done">
        <p className="font-semibold">Your e-mail address is confirmed.</p>
        <p>Orders placed with this address now show in your account.</p>
      </Outcome>
      <BackToStore to={next} />
    </>
  );
}

function EmailChange({
  oobCode,
  mode,
  next,
}: {
  oobCode: string;
  mode: Exclude<Mode, "verifyEmail" | "resetPassword">;
  next: string;
}) {
  const refreshAccount = useRefreshAccount();
  const [signedOut, setSignedOut] = useState(false);
  const outcome = useLinkOutcome(async () => {
    const email = await applyEmailChange(oobCode, mode);
    // Firebase ends the sessions of an account whose address changed; one that no longer holds is closed here.
    await refreshAccount().catch(async () => {
      await logout().catch(() => undefined);
      setSignedOut(true);
    });
    return email;
  });

  if (outcome.state === "working") return <StatusMessage kind="loading">Checking your link...</StatusMessage>;
  if (outcome.state === "failed") {
    return (
      <>
        <LinkFailed error={outcome.error}>
          <p>Log in to see your account's address, or ask for a new password if you cannot log in.</p>
        </LinkFailed>
        <BackToStore to="/forgot-password" label="Forgot password?" />
      </>
    );
  }
  const email = outcome.value;
  return (
    <>
      <Outcome kind="done">
        {mode === "recoverEmail" ? (
          <>
            <p className="font-semibold">Your e-mail address is restored.</p>
            <p>
              Your account's address is <span className="wrap-anywhere">{email}</span> again. If you did not ask for the
              change, someone may know your password: choose a new one.
            </p>
          </>
        ) : (
          <>
            <p className="font-semibold">Your e-mail address is changed.</p>
            <p>
              Your account's address is now <span className="wrap-anywhere">{email}</span>. Log in with it from now on.
            </p>
          </>
        )}
        {signedOut && <p>You have been signed out: log in again with this address.</p>}
      </Outcome>
      {mode === "recoverEmail" && <ResetLinkButton email={email} />}
      <BackToStore to={signedOut ? "/login" : next} label={signedOut ? "Log in" : undefined} />
    </>
  );
}

/** After an address is restored: a password reset link to it, in one press. */
function ResetLinkButton({ email }: { email: string }) {
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await sendPasswordReset(email);
      setResult({ ok: true, text: `We sent a link to choose a new password to ${email}.` });
    } catch (cause) {
      setResult({ ok: false, text: accountProblem(cause) });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="mt-4 space-y-2 text-sm">
      <button type="button" className="btn btn-action px-6" disabled={sending} onClick={() => void send()}>
        Send me a password reset link
      </button>
      <p role="status">{result?.ok && result.text}</p>
      {result && !result.ok && (
        <p role="alert" className="font-semibold text-danger">
          {result.text}
        </p>
      )}
    </div>
  );
}
