/**
 * Where an e-mail link's "Continue" leads: only a path of this store. The link's `continueUrl` is part of an
 * address anyone can write, and must not send the shopper to another site.
 */
export function continuePath(continueUrl: string | null, origin = window.location.origin): string {
  if (!continueUrl) return "/";
  try {
    const url = new URL(continueUrl, origin);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : "/";
  } catch {
    return "/";
  }
}
