import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { readFileSync } from "node:fs";
import { doc, getDoc, getDocs, collection, setDoc, deleteDoc } from "firebase/firestore";
import { afterAll, beforeAll, describe, it } from "vitest";
import { PROJECT_ID } from "@bookstore/testing/emulators";
import { EMULATOR_HOSTS } from "../../scripts/emulator-addresses.mjs";

// The rules deny every client read and write: all data goes through the API. These run against the real
// Firestore emulator with the project's own rules file.
let env: RulesTestEnvironment;
const COLLECTIONS = [
  "books",
  "orders",
  "admins",
  "adminLoginAttempts",
  // The activity log: written only with the changes it records, read only by the owner through the API.
  "activity",
  "idempotencyKeys",
  "users",
  // The shop's outbox: addresses and mail bodies, and a write would send mail in the shop's name.
  "mail",
  // A shopper's own lists, under their own uid: still only through the API.
  "users/shopper-1/wishlist",
  "users/shopper-1/addresses",
];

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? EMULATOR_HOSTS.firestore).split(":");
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync(new URL("../../firestore.rules", import.meta.url), "utf8"),
    },
  });
});
afterAll(() => env.cleanup());

describe("firestore.rules", () => {
  for (const [who, context] of [
    ["a signed-out visitor", () => env.unauthenticatedContext()],
    ["a signed-in shopper", () => env.authenticatedContext("shopper-1", { email: "shopper@example.com" })],
  ] as const) {
    it(`denies ${who} every read and write`, async () => {
      const db = context().firestore();
      for (const name of COLLECTIONS) {
        await assertFails(getDocs(collection(db, name)));
        await assertFails(getDoc(doc(db, name, "some-document")));
        await assertFails(setDoc(doc(db, name, "x"), { anything: true }));
        await assertFails(deleteDoc(doc(db, name, "some-document")));
      }
    });
  }
});
