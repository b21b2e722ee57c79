import type { IncomingHttpHeaders } from "node:http";
import ipaddr from "ipaddr.js";

interface ClientRequest {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string };
}

const header = (req: ClientRequest, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
};

/**
 * The address a sign-in attempt is counted against (docs/decisions/006-admin-sign-in-throttling.md).
 * Behind Firebase Hosting the client's own address arrives in `Fastly-Client-IP`, set by Hosting's CDN; the
 * X-Forwarded-For header then names the CDN. Without it (the local emulators, a direct call) the right-most
 * X-Forwarded-For hop is the one the last proxy saw, then the socket's peer.
 */
export function clientAddress(req: ClientRequest): string {
  const forwarded = header(req, "x-forwarded-for")?.split(",").at(-1);
  const raw = [header(req, "fastly-client-ip"), forwarded, req.socket?.remoteAddress]
    .map((value) => value?.trim())
    .find(Boolean);
  return raw ? addressBucket(raw) : "unknown";
}

/**
 * One bucket per client: an IPv4 address as is, an IPv6 address by its /64 network (one home or one server
 * holds a whole /64, so counting single IPv6 addresses would give an attacker billions of fresh buckets).
 * Anything unparsable shares one bucket.
 */
export function addressBucket(raw: string): string {
  if (!ipaddr.isValid(raw)) return "unparsable";
  const address = ipaddr.process(raw);
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(":")}::/64`;
}
