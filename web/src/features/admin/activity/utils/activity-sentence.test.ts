import type { ActivityEntry } from "@bookstore/schema";
import { activitySentence, bookChangesText } from "@/features/admin/activity/utils/activity-sentence";

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: "e1",
  at: "2026-01-01T10:00:00.000Z",
  actor: { id: "cathy_books", username: "cathy_books", role: "catalog" },
  action: "book.create",
  target: { type: "book", id: "b1", label: "The Salt Roads" },
  changes: {},
  ...overrides,
});

/** The sentence as the log shows it, the target by its label. */
const read = (value: ActivityEntry) => {
  const { before, showTarget, after } = activitySentence(value);
  const target =
    value.target.type === "order" ? `order ${value.target.label.replace(/^Order /, "")}` : value.target.label;
  return [value.actor.username, before, showTarget ? target : "", after].filter(Boolean).join(" ");
};

describe("activitySentence", () => {
  it("says who did what to which, as an owner would", () => {
    expect(read(entry({}))).toBe("cathy_books added The Salt Roads");
    const moved = entry({
      actor: { id: "fred-packs", username: "fred-packs", role: "fulfilment" },
      action: "order.status",
      target: { type: "order", id: "o1", label: "Order BK-8EE7-P4XQ" },
      changes: { status: { before: "placed", after: "shipped" } },
    });
    expect(read(moved)).toBe("fred-packs marked order BK-8EE7-P4XQ as shipped");
    const disabled = entry({
      actor: { id: "admin", username: "admin", role: "owner" },
      action: "staff.change",
      target: { type: "staff", id: "packer", label: "packer" },
      changes: { disabled: { before: false, after: true } },
    });
    expect(read(disabled)).toBe("admin disabled packer");
    const role = entry({ ...disabled, changes: { role: { before: "catalog", after: "fulfilment" } } });
    expect(read(role)).toBe("admin made packer Fulfilment");
    const hired = entry({ ...disabled, action: "staff.create", changes: { role: { before: null, after: "catalog" } } });
    expect(read(hired)).toBe("admin added packer as Catalogue");
  });

  it("names an import by what it did, not by its id", () => {
    const done = entry({
      action: "import.end",
      target: { type: "import", id: "j1", label: "Import" },
      changes: {
        status: { before: "running", after: "done" },
        created: { before: null, after: 1 },
        updated: { before: null, after: 2 },
        skipped: { before: null, after: 0 },
        errors: { before: null, after: 0 },
      },
    });
    expect(read(done)).toBe("cathy_books finished an import");
    expect(activitySentence(done).details).toBe("1 book added, 2 updated, 0 skipped, 0 errors");
  });
});

describe("bookChangesText", () => {
  it("names fields as the form does, prices as money and covers as changed", () => {
    const changes = {
      newPrice: { before: 20, after: 18.5 },
      stock: { before: 3, after: 5 },
      coverImage: { before: "/covers/a.webp", after: "/covers/b.webp" },
    };
    expect(bookChangesText(changes)).toBe("New Price $20.00 → $18.50, Stock 3 → 5, cover changed");
  });
});
