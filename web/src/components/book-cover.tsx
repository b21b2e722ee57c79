import { coverPath } from "@bookstore/schema/cover-kind";
import { useState } from "react";

const PLACEHOLDER = "/covers/placeholder.svg";

/**
 * A book's `coverImage` is an https address (shown as is) or a file name from the add form (product §3),
 * resolved against the covers the app ships. Anything else, even if stored around the API, shows the
 * placeholder: a cover never makes the shopper's browser fetch a host the contract does not allow.
 */
export function coverImageUrl(coverImage: string): string {
  return coverPath(coverImage) ?? PLACEHOLDER;
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
