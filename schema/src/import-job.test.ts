import { describe, expect, it } from "vitest";
import { importJobQuerySchema } from "./import-job";

const query = (params: Record<string, unknown>) =>
  importJobQuerySchema.safeParse(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])));

describe("POST /api/books/imports' query", () => {
  it("refuses a mapping that sends two columns to one field, but for the ISBN", () => {
    const twice = query({ mapping: { Title: "title", Name: "title", Notes: null } });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]).toMatchObject({
      path: ["mapping"],
      message: "Columns Title, Name are all mapped to title: keep one",
    });
    expect(query({ mapping: { ISBN: "isbn", EAN: "isbn", Title: "title", A: null, B: null } }).success).toBe(true);
  });

  it("takes defaults as text, numbers or true/false, each as the text a cell would hold", () => {
    const read = query({ defaults: { newPrice: 12.5, stock: 3, trending: true, category: "fiction" } });
    expect(read.data?.defaults).toEqual({ newPrice: "12.5", stock: "3", trending: "true", category: "fiction" });
    expect(query({ defaults: { newPrice: null } }).success).toBe(false);
    expect(query({ defaults: { newPrice: [1] } }).success).toBe(false);
  });
});
