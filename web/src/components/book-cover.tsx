import { useState } from "react";

const PLACEHOLDER = "/covers/placeholder.svg";

/**
 * A book's `coverImage` is either a full URL (shown as is) or a file name from the add form (SPEC §3),
 * resolved against the covers the app ships. A name the app does not ship shows the placeholder cover.
 */
export function coverImageUrl(coverImage: string): string {
  if (!coverImage) return PLACEHOLDER;
  if (/^(https?:|data:|\/)/i.test(coverImage)) return coverImage;
  return `/covers/${encodeURIComponent(coverImage)}`;
}

export function BookCover({ coverImage, title, className }: { coverImage: string; title: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? PLACEHOLDER : coverImageUrl(coverImage)}
      alt={`Cover of ${title}`}
      className={className}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
