/**
 * Where an e-mail link's "Continue" leads: only a path of this store. The link's `continueUrl` is part of an
 * address anyone can write, and must not send the shopper to another site. The address is resolved against the
 * store's origin and kept only if it stays there; its path then loses any run of leading slashes or backslashes,
 * which a browser would read as another host (`//evil.example`, `/\evil.example`).
 */
export function continuePath(continueUrl: string | null, origin = window.location.origin): string {
  if (!continueUrl) return "/";
  try {
    const url = new URL(continueUrl, origin);
    if (url.origin !== origin) return "/";
    return `${url.pathname.replace(/^[/\\]+/, "/")}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}
