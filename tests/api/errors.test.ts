import { describe, expect, it } from "vitest";
import { HOSTING_URL } from "@bookstore/testing/emulators";
import { api } from "@bookstore/testing/api";
import { makeBook } from "@bookstore/testing/factories";

describe("errors", () => {
  it("answers unknown API paths with a 404 JSON error", async () => {
    const res = await api("/api/nothing/here");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.body.error.code).toBe("not-found");
  });

  it("refuses a body that is not JSON with 415", async () => {
    const res = await api("/api/auth/admin", {
      method: "POST",
      rawBody: "username=admin",
      headers: { "Content-Type": "text/plain" },
    });
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe("unsupported-media-type");
  });

  it("refuses an oversized body with 413 JSON", async () => {
    const res = await api("/api/auth/admin", {
      method: "POST",
      body: { username: "admin", password: "x".repeat(40_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("payload-too-large");
  });

  it("answers malformed JSON with 400", async () => {
    // The Functions platform parses JSON bodies before the app runs, so it writes this answer itself.
    const res = await fetch(`${HOSTING_URL}/api/auth/admin`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{bad json",
    });
    expect(res.status).toBe(400);
  });

  it("serves the SPA for non-API paths", async () => {
    const book = await makeBook({ label: "SPA path" });
    const res = await fetch(`${HOSTING_URL}/books/${book._id}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });
});
