import type { StaffSetupLink } from "@bookstore/schema";
import { useState } from "react";
import { formatDateTime } from "@/lib/format";

/**
 * A member's one-time set-up link, shown until dismissed (the server keeps only its hash, so it cannot be shown
 * again): the owner copies it and hands it over. Its address is the shop's own, whatever origin the server named.
 */
export function SetupLinkNotice({ link, onDismiss }: { link: StaffSetupLink; onDismiss: () => void }) {
  const [copied, setCopied] = useState(false);
  const url = new URL(link.setupUrl, location.origin);
  const address = `${location.origin}${url.pathname}${url.search}`;
  const copy = async () => {
    await navigator.clipboard.writeText(address).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="rounded-md border border-indigo-200 bg-indigo-50 p-4">
      <p className="mb-2 font-semibold text-gray-800">
        Set-up link for {link.username}: shown until you dismiss it, valid until {formatDateTime(link.setupExpiresAt)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          value={address}
          aria-label={`Set-up link for ${link.username}`}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 grow rounded-md border border-gray-300 bg-white px-3 py-2 font-mono text-sm"
        />
        <button type="button" onClick={() => void copy()} className="btn btn-action px-4 py-2 text-sm">
          {copied ? "Copied" : "Copy link"}
        </button>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={`Dismiss the set-up link for ${link.username}`}
          className="btn btn-quiet px-4 py-2 text-sm"
        >
          Dismiss
        </button>
      </div>
    </div>
  );
}
