import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { refreshSignedInUser, sendVerificationEmail } from "@/features/auth/api/email-links";
import { accountProblem } from "@/features/auth/utils/auth-error-text";
import { secondsUntilResend, VERIFICATION_SENT_EVENT } from "@/features/auth/utils/resend-cooldown";

/**
 * Above every storefront page while the signed-in shopper's address is not proven: what to do, and Resend
 * (held back for a minute after each e-mail). Coming back to the tab after opening the link elsewhere reads the
 * account again, so the notice goes without a reload.
 */
export function VerificationNotice({ email }: { email: string }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [wait, setWait] = useState(secondsUntilResend);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  // Registering sends the e-mail while the notice may already show: its wait starts then, as after Resend.
  useEffect(() => {
    const onSent = () => setWait(secondsUntilResend());
    window.addEventListener(VERIFICATION_SENT_EVENT, onSent);
    return () => window.removeEventListener(VERIFICATION_SENT_EVENT, onSent);
  }, []);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(secondsUntilResend()), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      // A proven address opens the orders placed with it: the lists are read again with the renewed token.
      void refreshSignedInUser()
        .then(() => queryClient.invalidateQueries())
        .catch(() => undefined);
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [queryClient]);

  const resend = async () => {
    setSending(true);
    setResult(undefined);
    try {
      await sendVerificationEmail();
      setResult({ ok: true, text: `We sent a new link to ${email}.` });
    } catch (cause) {
      setResult({ ok: false, text: accountProblem(cause) });
    } finally {
      setSending(false);
      setWait(secondsUntilResend());
    }
  };

  return (
    <section aria-labelledby={headingId} className="border-b border-caution/30 bg-caution-soft text-caution">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
        <p className="min-w-0 flex-1 basis-72">
          <strong id={headingId}>Confirm your e-mail address.</strong> Open the link we sent to{" "}
          <span className="font-semibold wrap-anywhere">{email}</span>. Until then, the store shows only the orders
          placed while signed in to this account.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-quiet px-4 py-1"
            disabled={sending || wait > 0}
            onClick={() => void resend()}
          >
            Resend
          </button>
          <span role="status">{result?.ok && result.text}</span>
          {wait > 0 && <span>You can ask again in {wait} s.</span>}
        </div>
        {result && !result.ok && (
          <p role="alert" className="basis-full font-semibold">
            {result.text}
          </p>
        )}
      </div>
    </section>
  );
}
