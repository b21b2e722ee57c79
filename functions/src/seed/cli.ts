// `node lib/seed.js [--books N] [--no-catalog]`: seeds the catalog and the admin account.
// Admin credentials: see adminCredentials.
import { parseArgs } from "node:util";
import { isDemoProject, projectId } from "../lib/env";
import { createAdminsRepository } from "../admin";
import { createCoversRepository } from "../covers";
import { adminAuth, db } from "../lib/firestore";
import { createOrderCountersRepository } from "../orders";
import { adminCredentials, DEMO_ADMIN, DEMO_STAFF } from "./admin-credentials";
import { createSalesRecountRepository } from "../maintenance";
import { DEMO_SHOPPER_PASSWORD, seedDemoOrders } from "./demo-orders";
import { seedAdmin, seedBooks, seedCovers } from "./seed";
import { createSeedRepository } from "./seed.repository";

async function main() {
  const { values } = parseArgs({
    options: { books: { type: "string", default: "0" }, "no-catalog": { type: "boolean", default: false } },
  });
  const extraBooks = Number(values.books);
  if (!Number.isInteger(extraBooks) || extraBooks < 0) throw new Error("--books must be a whole number");

  const firestore = db();
  const seed = createSeedRepository(firestore);
  const demo = isDemoProject();
  const { username, password } = adminCredentials(process.env, { id: projectId(), demo });

  if (!values["no-catalog"]) {
    const count = await seedBooks(seed, extraBooks);
    const covers = await seedCovers(seed, createCoversRepository(firestore));
    console.log(`Seeded ${count} books into ${projectId()} (${covers} covers made from their artwork).`);
  }
  // Demo shoppers and orders only on the emulators: a real shop's orders are its own.
  if (demo && !values["no-catalog"]) {
    const orders = await seedDemoOrders(
      {
        seed,
        counters: createOrderCountersRepository(firestore),
        sales: createSalesRecountRepository(firestore),
      },
      adminAuth(),
    );
    if (orders) console.log(`Seeded ${orders} demo orders (shoppers' password ${DEMO_SHOPPER_PASSWORD}).`);
  }
  const admins = createAdminsRepository(firestore);
  await seedAdmin(admins, username, password);
  console.log(
    `Owner "${username}" is ready${demo && !process.env.ADMIN_PASSWORD ? ` (password ${DEMO_ADMIN.password})` : ""}.`,
  );
  // A member of each other role, on the emulators only, so every role's dashboard can be tried.
  if (demo) {
    for (const member of DEMO_STAFF) await seedAdmin(admins, member.username, member.password, member.role);
    console.log(
      `Demo staff: ${DEMO_STAFF.map(({ username, password, role }) => `${username} / ${password} (${role})`).join(", ")}.`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
