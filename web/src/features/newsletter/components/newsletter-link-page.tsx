import type { NewsletterLink } from "@bookstore/schema";
import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { StatusMessage } from "@/components/status-message";
import { confirmSubscription, unsubscribe } from "@/features/newsletter/api/newsletter-links";
import { ApiError } from "@/lib/api-client";

interface LinkPageText {
  heading: string;
  explanation: (email: string) => string;
  button: string;
  done: string;
}

const PAGES = {
  confirm: {
    heading: "Confirm your subscription",
    explanation: (email: string) => `Confirm that ${email} should receive the Book Store newsletter.`,
    button: "Confirm subscription",
    done: "Your subscription is confirmed. Welcome! A welcome mail is on its way.",
    send: confirmSubscription,
  },
  unsubscribe: {
    heading: "Unsubscribe from the newsletter",
    explanation: (email: string) => `Stop sending the Book Store newsletter to ${email}.`,
    button: "Unsubscribe",
    done: "You are unsubscribed. We will send no more newsletters to this address.",
    send: unsubscribe,
  },
} satisfies Record<string, LinkPageText & { send: (link: NewsletterLink) => Promise<unknown> }>;

/**
 * /newsletter/confirm and /newsletter/unsubscribe: the page a mail's link opens. Opening it changes nothing (mail
 * scanners open links); the reader's click on its button does.
 */
export function NewsletterLinkPage({ purpose }: { purpose: keyof typeof PAGES }) {
  const [params] = useSearchParams();
  const link = { email: params.get("email") ?? "", token: params.get("token") ?? "" };
  const page = PAGES[purpose];
  const send = useMutation({ mutationFn: (): Promise<unknown> => page.send(link) });

  let answer;
  if (!link.email || !link.token) {
    answer = <StatusMessage kind="error">This link is not complete. Open the whole link from the mail.</StatusMessage>;
  } else if (send.isSuccess) {
    answer = (
      <p role="status" className="font-semibold text-success">
        {page.done}
      </p>
    );
  } else if (send.isError) {
    const message = send.error instanceof ApiError ? send.error.message : "Something went wrong. Try again.";
    answer = <StatusMessage kind="error">{message}</StatusMessage>;
  }

  return (
    <section aria-labelledby="newsletter-heading" className="container mx-auto max-w-screen-md p-6">
      <h1 id="newsletter-heading" className="mb-2 text-2xl font-semibold">
        {page.heading}
      </h1>
      {link.email && link.token && !send.isSuccess ? (
        <>
          <p className="mb-4 wrap-anywhere text-gray-600">{page.explanation(link.email)}</p>
          <button type="button" className="btn btn-action mb-4" disabled={send.isPending} onClick={() => send.mutate()}>
            {page.button}
          </button>
        </>
      ) : null}
      <div aria-live="polite">{answer}</div>
    </section>
  );
}
