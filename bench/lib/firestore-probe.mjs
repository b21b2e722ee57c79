// The same reads the paged API and the statistics make, timed straight against the Firestore emulator
// (no function, no Hosting): tells whether a latency that grows with the catalog comes from our code or from
// the emulator's query engine, which (unlike Firestore) answers ordered and aggregation queries by scanning.
import { deleteApp, initializeApp } from "firebase-admin/app";
import { FieldPath, getFirestore } from "firebase-admin/firestore";

const REPEATS = 7;

export async function probeFirestore() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error("The Firestore probe runs against the emulator only");
  const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT }, `bench-probe-${Date.now()}`);
  try {
    const books = getFirestore(app).collection("books");
    const newestFirst = (query) => query.orderBy("createdAt", "desc").orderBy(FieldPath.documentId(), "desc");
    const reads = {
      "page of 12 (limit 13)": () => newestFirst(books).limit(13).get(),
      "fiction page of 12": () =>
        newestFirst(books.where("category", "==", "fiction"))
          .limit(13)
          .get(),
      "one book by id": () => books.doc("seed-book-01").get(),
      "count()": () => books.count().get(),
    };
    const medians = {};
    for (const [name, read] of Object.entries(reads)) {
      await read(); // first use of a query shape opens the channel
      const times = [];
      for (let i = 0; i < REPEATS; i++) {
        const started = performance.now();
        await read();
        times.push(performance.now() - started);
      }
      medians[name] = times.sort((a, b) => a - b)[Math.floor(REPEATS / 2)];
    }
    return medians;
  } finally {
    await deleteApp(app);
  }
}
