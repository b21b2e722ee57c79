import { onRequest } from "firebase-functions/v2/https";
import { createApp } from "./app";
import { adminJwtSecret, assertSafeEmulatorUse } from "./lib/env";

assertSafeEmulatorUse();

// One function serves all of /api; Hosting rewrites /api/** to it (firebase.json names the same region).
export const api = onRequest({ region: "us-central1", secrets: [adminJwtSecret], memory: "256MiB" }, createApp());
