import { useEffect } from "react";
import { useNewsletterCounts } from "@/features/admin/stats/api/get-newsletter-counts";

const FIGURES = [
  { key: "confirmed", label: "Confirmed readers" },
  { key: "pending", label: "Waiting for confirmation" },
  { key: "unsubscribed", label: "Unsubscribed" },
] as const;

/** The newsletter's subscriptions by state: only confirmed addresses receive it. */
export function NewsletterCounts() {
  const { data, error } = useNewsletterCounts();
  // Like the figures above: a failed load only logs (a 401/403 has already logged the admin out).
  useEffect(() => {
    if (error) console.error("Failed to load the newsletter's figures", error);
  }, [error]);

  return (
    <section aria-labelledby="newsletter-figures" className="rounded-lg bg-white shadow">
      <h2 id="newsletter-figures" className="border-b border-gray-100 px-6 py-5 font-semibold">
        Newsletter
      </h2>
      <dl className="grid grid-cols-1 gap-4 p-6 sm:grid-cols-3">
        {FIGURES.map(({ key, label }) => (
          <div key={key} className="min-w-0">
            <dt className="text-gray-500">{label}</dt>
            <dd className="text-2xl font-bold">{data ? data[key] : "…"}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
