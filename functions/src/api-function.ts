import { onRequest } from "firebase-functions/v2/https";
import { createApp } from "./app";
import type { AppDeps } from "./deps";
import { adminJwtSecret, newsletterTokenSecret } from "./lib/env";

// One function serves all of /api, the sitemap and the book and author pages; Hosting rewrites them to it (firebase.json
// names the same region).
// Every limit is chosen, not defaulted: docs/decisions/005-function-limits.md.
export const apiFunction = (deps: AppDeps) =>
  onRequest(
    {
      region: "us-central1",
      secrets: [adminJwtSecret, newsletterTokenSecret],
      memory: "256MiB",
      cpu: 1,
      // Requests mostly wait on Firestore; a bcrypt comparison (admin sign-in) holds the CPU for tens of ms.
      concurrency: 40,
      minInstances: 0,
      maxInstances: 10,
      // An order gives up at 10 s, a cancellation at 20 s; a throttled admin sign-in waits at most 8 s before its
      // bcrypt comparison.
      timeoutSeconds: 30,
      // The API is same-origin through Hosting: no CORS headers for any other origin. Written out, because the
      // Functions emulator otherwise answers every origin (its enableCors default).
      cors: false,
    },
    createApp(deps),
  );
