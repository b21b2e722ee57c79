import { describe, expect, it } from "vitest";
import type { Firestore } from "firebase-admin/firestore";
import { createStockRoom } from "./stock-room";
import { decideStockChange } from "./stock-notices";

const book = { id: "b1", title: "Dune", author: "Frank Herbert" };
const wisher = { uid: "u1", email: "reader@example.com" };

/** A room whose mails are recorded, and whose wishers list is counted as it is read. */
function roomRecording() {
  const sent: string[] = [];
  const asked: string[] = [];
  const room = createStockRoom({} as Firestore, {
    mails: {
      lowStock: (_writes, { id }, stock, alert) => void sent.push(`low-stock ${id} at ${stock} (#${alert})`),
      backInStock: (_writes, { id }, restock, wishers) =>
        void sent.push(`back ${id} #${restock} to ${wishers.map((w) => w.email).join(",")}`),
    },
    wishers: async (id) => {
      asked.push(id);
      return [wisher];
    },
  });
  return { room, sent, asked };
}

describe("the stock room", () => {
  it("reads the wishers of a book only when it comes back, and mails in the writer's commit", async () => {
    const { room, sent, asked } = roomRecording();
    const fall = decideStockChange(book, {}, { before: 4, after: 3 });
    const tell = await room.readNotices([fall]);
    expect(asked).toEqual([]);
    expect(sent).toEqual([]);
    tell({} as never);
    expect(sent).toEqual(["low-stock b1 at 3 (#1)"]);

    const back = decideStockChange(book, { restocks: 1 }, { before: 0, after: 1 });
    (await room.readNotices([back]))({} as never);
    expect(asked).toEqual(["b1"]);
    expect(sent.at(-1)).toBe("back b1 #2 to reader@example.com");
  });
});
