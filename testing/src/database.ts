// The database behind the API, for setting up and checking what a test did.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { PROJECT_ID } from "./emulators";

const bundle = (name: string) => fileURLToPath(new URL(`../../functions/lib/${name}.js`, import.meta.url));

const runBundle = (name: string, args: string[], env: Record<string, string>) =>
  execFileSync(process.execPath, [bundle(name), ...args], {
    env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID, ...env },
    encoding: "utf8",
  });

/** Runs the seed as `npm start` does (catalog + admin); returns what it printed. Needs `npm run build`. */
export const seed = (extraArgs: string[] = [], env: Record<string, string> = {}): string =>
  runBundle("seed", extraArgs, env);

/** Runs a maintenance command as `npm run maintain` does; returns what it printed. Needs `npm run build`. */
export const maintain = (args: string[]): string => runBundle("maintain", args, {});

/**
 * Every document of every top-level collection, by path: to prove a refused request changed nothing.
 * `exclude` names collections whose writes are legitimate for refused requests (the failed admin login counter).
 */
export async function snapshotDatabase({ exclude = [] }: { exclude?: string[] } = {}): Promise<
  Record<string, unknown>
> {
  // Loaded on demand: the Admin SDK is heavy, and most callers never need it.
  const { getFirestore } = await import("./firestore-admin");
  const db = getFirestore();
  const result: Record<string, unknown> = {};
  // The sender counts each recipient's mails as it sends them, in the background of whatever a test does.
  const collections = (await db.listCollections()).filter(
    ({ id }) => !exclude.includes(id) && id !== "mailRecipientBudgets",
  );
  // Read side by side: by the serial files, the mail collection alone holds hundreds of documents.
  const reads = await Promise.all(collections.map((collection) => collection.get()));
  for (const [index, docs] of reads.entries()) {
    const mail = collections[index]!.id === "mail";
    for (const doc of docs.docs) {
      // A mail's delivery is the sender's, moving in the background whatever a request does; a new mail still shows.
      const { delivery: _delivery, ...data } = doc.data();
      result[doc.ref.path] = mail ? data : doc.data();
    }
  }
  return result;
}
