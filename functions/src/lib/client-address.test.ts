import { describe, expect, it } from "vitest";
import { addressBucket, clientAddress, NO_CLIENT_ADDRESS } from "./client-address";

const request = (headers: Record<string, string | string[]>, remoteAddress?: string) => ({
  headers,
  socket: { remoteAddress },
});

describe("clientAddress", () => {
  it("with two trusted proxies, takes the entry the first of them appended", () => {
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.7, 198.51.100.1" }), 2)).toBe("203.0.113.7");
  });

  it("never reads what the client wrote: X-Forwarded-For entries left of the trusted ones, Fastly-Client-IP", () => {
    const forged = request(
      { "x-forwarded-for": "1.2.3.4, 5.6.7.8, 203.0.113.7, 198.51.100.1", "fastly-client-ip": "9.9.9.9" },
      "10.0.0.1",
    );
    expect(clientAddress(forged, 2)).toBe("203.0.113.7");
    expect(clientAddress(forged, 1)).toBe("198.51.100.1");
    expect(clientAddress(forged, 0)).toBe("10.0.0.1");
  });

  it("joins repeated X-Forwarded-For headers before counting from the right", () => {
    expect(clientAddress(request({ "x-forwarded-for": ["1.2.3.4", "203.0.113.7, 198.51.100.1"] }), 2)).toBe(
      "203.0.113.7",
    );
  });

  it("with no trusted proxy takes the socket's peer, and without one the shared bucket", () => {
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4" }, "::ffff:192.0.2.1"), 0)).toBe("192.0.2.1");
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4", "fastly-client-ip": "1.2.3.4" }), 0)).toBe(
      NO_CLIENT_ADDRESS,
    );
  });

  it("shares one bucket when fewer entries arrived than proxies are trusted (a direct call)", () => {
    expect(clientAddress(request({ "x-forwarded-for": "198.51.100.1" }), 2)).toBe(NO_CLIENT_ADDRESS);
    expect(clientAddress(request({}), 1)).toBe(NO_CLIENT_ADDRESS);
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
