import openApiDocument from "@bookstore/schema/openapi.json";
import { describe, expect, it } from "vitest";
import { api } from "@bookstore/testing/api";

describe("GET /api/openapi.json", () => {
  it("serves the published contract, the document checked into schema/openapi.json", async () => {
    const res = await api("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.body).toEqual(openApiDocument);
    expect(res.body.openapi).toBe("3.1.0");
  });
});
