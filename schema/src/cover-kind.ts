// Zod-free (`@bookstore/schema/cover-kind`): the storefront applies it to every cover it shows, on first load.
import { LIMITS } from "./constants";
import { isWellFormedText } from "./unicode";

/**
 * What the store means by a cover (product §3): nothing (the placeholder shows), the file name the add form
 * sends (resolved against the covers the app ships), an https address the admin pasted in the edit form, or the
 * address of a cover uploaded to the store (its largest width).
 * Anything else, such as `//host/x.png` or `/\\host/x.png`, which a browser resolves to another host, is
 * invalid: the API refuses it and the SPA shows the placeholder for it.
 */
export type CoverKind = "none" | "file" | "url" | "upload" | "invalid";

/** The address of an uploaded cover's variant, served by the store itself: `/api/covers/{bookId}/{hash}-{width}.webp`. */
export const UPLOADED_COVER = /^\/api\/covers\/[A-Za-z0-9_-]{1,128}\/[0-9a-f]{8,64}-\d{1,4}\.webp$/;

// A bare file name: no path separators, no leading dot, no control characters.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern looks for
const FILE_NAME = /^(?!\.)[^/\\\u0000-\u001F\u007F]{1,255}$/;

function isHttpsAddress(value: string): boolean {
  if (!/^https:\/\/[^/\\]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

export function coverKind(value: string): CoverKind {
  if (value === "") return "none";
  if (value.length > LIMITS.coverImage || !isWellFormedText(value)) return "invalid";
  if (isHttpsAddress(value)) return "url";
  if (UPLOADED_COVER.test(value)) return "upload";
  return FILE_NAME.test(value) ? "file" : "invalid";
}

/**
 * Where a cover is fetched from: an https address as it is, a file name among the covers the storefront ships,
 * nothing for no cover or an invalid one (the placeholder shows: a cover never points a browser at a host the
 * contract does not allow). An uploaded cover is served by the store itself.
 */
export function coverPath(value: string): string | undefined {
  switch (coverKind(value)) {
    case "url":
    case "upload":
      return value;
    case "file":
      return `/covers/${encodeURIComponent(value)}`;
    default:
      return undefined;
  }
}
