import type { Firestore } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { changesBetween, recordActivity } from "./activity-log";
import type { Writes } from "./firestore";

describe("the activity log's changes", () => {
  it("holds only the fields that changed, each before and after", () => {
    const before = { title: "Dune", newPrice: 20, tags: ["a"], stock: 3 };
    const after = { title: "Dune", newPrice: 18.5, tags: ["a", "b"], stock: 3 };
    expect(changesBetween(before, after)).toEqual({
      newPrice: { before: 20, after: 18.5 },
      tags: { before: ["a"], after: ["a", "b"] },
    });
  });

  it("reads a field that is not there as null, on either side, and looks only at the fields named", () => {
    expect(changesBetween({}, { isbn: "978", pages: undefined }, ["isbn", "pages"])).toEqual({
      isbn: { before: undefined, after: "978" },
    });
    expect(changesBetween({ title: "Gone" }, {}, ["title"])).toEqual({ title: { before: "Gone", after: undefined } });
  });
});

describe("recordActivity", () => {
  it("queues one new entry in the caller's writes, with nulls for missing values and the filters' keys", () => {
    const created: { path: string; data: Record<string, unknown> }[] = [];
    const writes = {
      create: (ref: { path: string }, data: Record<string, unknown>) => created.push({ path: ref.path, data }),
    };
    const firestore = { collection: (name: string) => ({ doc: () => ({ path: `${name}/new-id` }) }) };
    recordActivity(writes as unknown as Writes, firestore as unknown as Firestore, {
      actor: { id: "ann", username: "Ann", role: "catalog" },
      action: "book.create",
      target: { type: "book", id: "b1", label: "Dune" },
      changes: { isbn: { before: undefined, after: "978" } },
    });
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      path: "activity/new-id",
      data: {
        actorId: "ann",
        targetType: "book",
        targetKey: "book:b1",
        changes: { isbn: { before: null, after: "978" } },
      },
    });
  });
});
