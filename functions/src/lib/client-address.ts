import type { IncomingHttpHeaders } from "node:http";
import ipaddr from "ipaddr.js";

export interface ClientRequest {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string };
}

/** The shared bucket of every caller whose address the platform does not tell (the emulator suite). */
export const NO_CLIENT_ADDRESS = "unknown";

/**
 * The address a client is counted against (docs/decisions/006-admin-sign-in-throttling.md): only what the
 * platform itself wrote. Each of the `trustedHops` proxies in front of the function appends the address it
 * received the request from to X-Forwarded-For, so the client is the left-most of those last `trustedHops`
 * entries; entries further left, and headers such as Fastly-Client-IP, may have come from the client and are
 * never read. With no trusted proxy, the socket's peer.
 */
export function clientAddress(req: ClientRequest, trustedHops: number): string {
  const raw = trustedHops === 0 ? req.socket?.remoteAddress : appendedBy(req, trustedHops);
  return raw?.trim() ? addressBucket(raw.trim()) : NO_CLIENT_ADDRESS;
}

/** The entry the first of `hops` trusted proxies appended, or undefined when fewer entries arrived. */
function appendedBy(req: ClientRequest, hops: number): string | undefined {
  const header = req.headers["x-forwarded-for"];
  const entries = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",");
  return entries.length >= hops && header ? entries[entries.length - hops] : undefined;
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
