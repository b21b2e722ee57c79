// `node lib/maintain.js upgrade --stock N | recount-stats`: one-off commands for a store that already has data.
//   upgrade        gives N copies to every book without a stock, marks older orders as placed, then recounts
//   recount-stats  rebuilds the dashboard's counters from the orders (run while no order is being placed)
import { parseArgs } from "node:util";
import { projectId } from "../lib/env";
import { db } from "../lib/firestore";
import { recountOrderStats } from "../orders/order-recount";
import { backfillOrderStatus, backfillStock } from "./backfill";

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { stock: { type: "string" } } });
  const [command] = positionals;
  if (command === "upgrade") {
    const stock = Number(values.stock);
    if (values.stock === undefined || !Number.isInteger(stock) || stock < 0) {
      throw new Error("upgrade needs --stock N: the copies to give every book that has no stock yet");
    }
    console.log(`Gave a stock of ${stock} to ${await backfillStock(db(), stock)} books in ${projectId()}.`);
    console.log(`Marked ${await backfillOrderStatus(db())} older orders as placed.`);
  } else if (command !== "recount-stats") {
    throw new Error("Usage: maintain upgrade --stock N | maintain recount-stats");
  }
  const { orders } = await recountOrderStats(db());
  console.log(`Recounted the statistics of ${orders} orders.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
