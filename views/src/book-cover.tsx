import type { Cover } from "@bookstore/schema";
import { coverPath } from "@bookstore/schema/cover-kind";
import { useState } from "react";

const PLACEHOLDER = "/covers/placeholder.svg";

/**
 * A book's `coverImage` is an uploaded cover's address or an https address (shown as is), or a file name
 * (product §3), resolved against the covers the app ships. Anything else, even if stored around the API, shows the
 * placeholder: a cover never makes the shopper's browser fetch a host the contract does not allow.
 */
export function coverImageUrl(coverImage: string): string {
  return coverPath(coverImage) ?? PLACEHOLDER;
}

interface BookCoverProps {
  coverImage: string;
  /** An uploaded cover: its widths let the browser pick the smallest that fills the box. */
  cover?: Cover;
  /** How wide the image is shown (the `sizes` attribute), for picking among an uploaded cover's widths. */
  sizes?: string;
  title: string;
  className?: string;
  /** The page's main image (the book page): fetched first rather than when scrolled to. */
  priority?: boolean;
}

export function BookCover({ coverImage, cover, sizes, title, className, priority = false }: BookCoverProps) {
  const src = coverImageUrl(coverImage);
  // Remembers which address failed, so a new cover (the admin edited it, a card reused) is tried afresh.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  // An uploaded cover: every width in srcset; width and height give the box its ratio before the image arrives
  // (no layout shift), filled meanwhile with the cover's dominant colour.
  const uploaded =
    cover && !failed
      ? {
          srcSet: cover.variants.map((variant) => `${variant.url} ${variant.width}w`).join(", "),
          sizes,
          width: cover.width,
          height: cover.height,
          style: { backgroundColor: cover.color },
        }
      : {};
  return (
    <img
      src={failed ? PLACEHOLDER : src}
      {...uploaded}
      alt={`Cover of ${title}`}
      className={className}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      onError={() => setFailedSrc(src)}
    />
  );
}
