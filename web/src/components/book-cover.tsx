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

interface BookCoverProps {
  coverImage: string;
  title: string;
  className?: string;
  /** The page's main image (the book page): fetched first rather than when scrolled to. */
  priority?: boolean;
}

export function BookCover({ coverImage, title, className, priority = false }: BookCoverProps) {
  const src = coverImageUrl(coverImage);
  // Remembers which address failed, so a new cover (the admin edited it, a card reused) is tried afresh.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <img
      src={failedSrc === src ? PLACEHOLDER : src}
      alt={`Cover of ${title}`}
      className={className}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      onError={() => setFailedSrc(src)}
    />
  );
}
