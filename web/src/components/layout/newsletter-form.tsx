import { useMutation } from "@tanstack/react-query";
import { useEffect, type FormEvent } from "react";
import {
  focusNewsletter,
  NEWSLETTER_EMAIL_ID,
  NEWSLETTER_THANKS_ID,
  takeWantedNewsletterFocus,
} from "@/components/layout/newsletter-focus";
import { subscribeToNewsletter } from "@/lib/api/newsletter";
import { ApiError } from "@/lib/api-client";

/** What the form says after any accepted address: the same words whether it was new, waiting or confirmed. */
export const NEWSLETTER_THANKS =
  "Thank you! Check your inbox: unless this address is already subscribed, a mail with a link to confirm it is on its way.";

/** The footer's newsletter sign-up: an address, a confirmation mail to it, and one thank-you for every address. */
export function NewsletterForm() {
  useEffect(() => {
    if (takeWantedNewsletterFocus()) focusNewsletter();
  }, []);
  const subscribe = useMutation({ mutationFn: subscribeToNewsletter });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    subscribe.mutate(email);
  };
  const error =
    subscribe.error instanceof ApiError
      ? (subscribe.error.fields?.email?.[0] ?? subscribe.error.message)
      : subscribe.error?.message;

  if (subscribe.isSuccess) {
    return (
      <p id={NEWSLETTER_THANKS_ID} role="status" tabIndex={-1} className="font-semibold text-primary">
        {NEWSLETTER_THANKS}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} aria-label="Newsletter">
      <div className="flex">
        <label htmlFor={NEWSLETTER_EMAIL_ID} className="sr-only">
          Email for the newsletter
        </label>
        <input
          id={NEWSLETTER_EMAIL_ID}
          name="email"
          type="email"
          required
          placeholder="Enter your email"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "newsletter-error" : undefined}
          className="w-full min-w-0 rounded-l-md bg-white px-4 py-2 text-black"
        />
        <button type="submit" disabled={subscribe.isPending} className="btn btn-brand rounded-l-none px-6">
          Subscribe
        </button>
      </div>
      {error && (
        <p id="newsletter-error" role="alert" className="mt-2 text-sm text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
