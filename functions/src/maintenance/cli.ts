// `node lib/maintain.js upgrade --stock N | recount-stats`: one-off commands for a store that already has data.
//   upgrade        gives N copies to every book without a stock, brings the catalog's search and sort fields up to
//                  date, spreads every book's copies over stock shards, marks older orders as placed and numbers them,
//                  names the book of older wishes, then recounts
//   recount-stats  rebuilds the dashboard's counters, the shoppers' holdings and the books' copies sold from the
//                  orders (run while no order is being placed)
import { parseArgs } from "node:util";
import { projectId } from "../lib/env";
import { db } from "../lib/firestore";
import { createOrderCountersRepository } from "../orders";
import { createBackfillRepository } from "./backfill.repository";
import { createSalesRecountRepository } from "./sales-recount.repository";

async function main() {
  const firestore = db();
  const backfill = createBackfillRepository(firestore);
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { stock: { type: "string" } } });
  const [command] = positionals;
  if (command === "upgrade") {
    const stock = Number(values.stock);
    if (values.stock === undefined || !Number.isInteger(stock) || stock < 0) {
      throw new Error("upgrade needs --stock N: the copies to give every book that has no stock yet");
    }
    const books = await backfill.upgradeBooks(stock);
    console.log(`Gave a stock of ${stock} to ${books.stocked} books in ${projectId()}.`);
    console.log(`Brought the search and sort fields of ${books.changed} books up to date.`);
    console.log(`Spread the copies of ${await backfill.shardStocks()} books over stock shards.`);
    console.log(`Marked ${await backfill.backfillOrderStatus()} older orders as placed.`);
    console.log(`Gave ${await backfill.backfillOrderNumbers()} older orders their order numbers.`);
    console.log(`Gave ${await backfill.backfillWishBookIds()} older wishes their book's id.`);
  } else if (command !== "recount-stats") {
    throw new Error("Usage: maintain upgrade --stock N | maintain recount-stats");
  }
  const { orders } = await createOrderCountersRepository(firestore).recountOrderStats();
  console.log(`Recounted the statistics of ${orders} orders.`);
  const sold = await createSalesRecountRepository(firestore).recountSales();
  console.log(`Recounted the copies sold of ${sold} books.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
