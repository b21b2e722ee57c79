import openApiDocument from "@bookstore/schema/openapi.json";
import { Router } from "express";

/** GET /api/openapi.json, mounted at the root. */
export function createOpenApiRouter() {
  const router = Router();
  // GET /api/openapi.json — the published contract (schema/openapi.json, generated from the zod schemas).
  router.get("/api/openapi.json", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").json(openApiDocument);
  });
  return router;
}
