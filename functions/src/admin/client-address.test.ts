import { describe, expect, it } from "vitest";
import { addressBucket, clientAddress } from "./client-address";

const request = (headers: Record<string, string>, remoteAddress?: string) => ({ headers, socket: { remoteAddress } });

describe("clientAddress", () => {
  it("takes Hosting's client address over X-Forwarded-For", () => {
    expect(clientAddress(request({ "fastly-client-ip": "203.0.113.7", "x-forwarded-for": "198.51.100.1" }))).toBe(
      "203.0.113.7",
    );
  });

  it("takes the right-most X-Forwarded-For hop, not what the client wrote first", () => {
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4, 198.51.100.9" }))).toBe("198.51.100.9");
  });

  it("falls back to the socket's peer, then to one shared bucket", () => {
    expect(clientAddress(request({}, "::ffff:192.0.2.1"))).toBe("192.0.2.1");
    expect(clientAddress(request({}))).toBe("unknown");
  });
});

describe("addressBucket", () => {
  it("counts IPv6 clients by their /64 network", () => {
    expect(addressBucket("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:1:2:bbbb::9")).toBe("2001:db8:1:2::/64");
    expect(addressBucket("2001:db8:1:3::1")).not.toBe(addressBucket("2001:db8:1:2::1"));
  });

  it("puts anything that is not an address into one bucket", () => {
    expect(addressBucket("not an address")).toBe("unparsable");
    expect(addressBucket("../../admins")).toBe("unparsable");
  });
});
