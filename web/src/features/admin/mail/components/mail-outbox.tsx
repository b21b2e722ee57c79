import { MAIL_STATES, type MailCounts, type MailState, type OutboxMail } from "@bookstore/schema";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router-dom";
import { showDialog, showToast } from "@/components/dialogs";
import { AdminLoadMore } from "@/features/admin/components/admin-load-more";
import { StatusMessage } from "@/components/status-message";
import { mailPagesQueryOptions, useRetryMail } from "@/features/admin/mail/api/mail";
import { formatDateTime } from "@/lib/format";

/** The states in the owner's words. */
export const MAIL_STATE_LABELS: Record<MailState, string> = {
  PENDING: "Waiting",
  PROCESSING: "Sending",
  SUCCESS: "Sent",
  ERROR: "Failed",
  RETRY: "Resending",
  SKIPPED: "Not sent (limit)",
};

const STATE_CLASSES: Record<MailState, string> = {
  PENDING: "bg-amber-100 text-amber-900",
  PROCESSING: "bg-blue-100 text-blue-900",
  SUCCESS: "bg-green-100 text-green-900",
  ERROR: "bg-red-100 text-red-900",
  RETRY: "bg-blue-100 text-blue-900",
  SKIPPED: "bg-gray-100 text-gray-900",
};

const isState = (value: string | null): value is MailState => (MAIL_STATES as readonly string[]).includes(value ?? "");

const headClassName = "bg-gray-50 px-4 py-3 text-left text-xs font-semibold uppercase text-gray-500";

/** The outbox's counts, each a filter: the state shown is pressed, and pressing it again shows every mail. */
function StateFilter({
  counts,
  state,
  onChange,
}: {
  counts: MailCounts | undefined;
  state: MailState | undefined;
  onChange: (state: MailState | undefined) => void;
}) {
  return (
    <ul aria-label="Mail by state" className="flex flex-wrap gap-2 px-4 py-3">
      {MAIL_STATES.map((each) => (
        <li key={each}>
          <button
            type="button"
            aria-pressed={state === each}
            onClick={() => onChange(state === each ? undefined : each)}
            className={`rounded-full border px-3 py-1 text-sm ${
              state === each ? "border-indigo-700 bg-indigo-700 text-white" : "border-gray-300 text-gray-800"
            }`}
          >
            {MAIL_STATE_LABELS[each]} <span className="font-semibold">{counts ? counts[each] : "…"}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function ResendButton({ mail }: { mail: OutboxMail }) {
  const retry = useRetryMail();
  const onResend = () =>
    retry.mutate(mail.id, {
      onSuccess: () => void showToast("Sending the mail again"),
      onError: (error) => void showDialog({ title: "The mail was not sent again", text: error.message, icon: "error" }),
    });
  return (
    <button
      type="button"
      onClick={onResend}
      disabled={retry.isPending}
      aria-label={`Resend “${mail.subject}” to ${mail.to}`}
      className="btn btn-action text-sm"
    >
      Resend
    </button>
  );
}

/** The shop's outbox for the owner: every mail, newest first, by state, with failed mail sent again from here. */
export function MailOutbox() {
  const [params, setParams] = useSearchParams();
  const stateParam = params.get("state");
  const state = isState(stateParam) ? stateParam : undefined;
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useInfiniteQuery(
    mailPagesQueryOptions(state),
  );
  const mails = data?.pages.flatMap((page) => page.mails);

  return (
    <section aria-labelledby="mail-title" className="w-full rounded bg-white shadow-lg">
      <h2 id="mail-title" className="px-4 pt-4 text-base font-semibold text-gray-700">
        Mail
      </h2>
      <StateFilter
        counts={data?.pages[0]?.counts}
        state={state}
        onChange={(next) => setParams(next ? { state: next } : {})}
      />
      <div className="px-4 pb-3">
        {isPending && <StatusMessage kind="loading">Loading...</StatusMessage>}
        {isError && <StatusMessage kind="error">The mail could not be loaded.</StatusMessage>}
        {mails?.length === 0 && (
          <StatusMessage kind="empty">
            {state ? `No mail is ${MAIL_STATE_LABELS[state].toLowerCase()}.` : "No mail yet."}
          </StatusMessage>
        )}
      </div>
      {mails && mails.length > 0 && (
        <table className="w-full border-collapse text-sm">
          <thead className="max-sm:hidden">
            <tr>
              <th scope="col" className={headClassName}>
                Queued
              </th>
              <th scope="col" className={headClassName}>
                To and subject
              </th>
              <th scope="col" className={headClassName}>
                State
              </th>
              <th scope="col" className={headClassName}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {mails.map((mail) => (
              // On phones each row is a card: its cells stack, so nothing scrolls sideways.
              <tr key={mail.id} className="border-t border-gray-100 align-top max-sm:block max-sm:px-4 max-sm:py-3">
                <td className="px-4 py-3 whitespace-nowrap text-gray-700 max-sm:block max-sm:p-0">
                  {mail.createdAt ? formatDateTime(mail.createdAt) : "—"}
                </td>
                <td className="px-4 py-3 wrap-anywhere max-sm:block max-sm:p-0">
                  <span className="block font-medium">{mail.to}</span>
                  <span className="block text-gray-600">{mail.subject}</span>
                </td>
                <td className="px-4 py-3 max-sm:block max-sm:p-0 max-sm:pt-1">
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_CLASSES[mail.state]}`}>
                    {MAIL_STATE_LABELS[mail.state]}
                  </span>
                  <span className="ml-2 text-gray-600">
                    {mail.attempts} {mail.attempts === 1 ? "attempt" : "attempts"}
                  </span>
                  {mail.error && <span className="mt-1 block text-xs wrap-anywhere text-red-800">{mail.error}</span>}
                </td>
                <td className="px-4 py-3 text-right max-sm:block max-sm:p-0 max-sm:pt-2 max-sm:text-left">
                  {mail.state === "ERROR" && <ResendButton mail={mail} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <AdminLoadMore hasNextPage={hasNextPage} isFetchingNextPage={isFetchingNextPage} fetchNextPage={fetchNextPage} />
    </section>
  );
}
