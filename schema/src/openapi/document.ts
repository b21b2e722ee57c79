import { createDocument } from "zod-openapi";
import { accountPaths } from "./routes/account";
import { booksPaths } from "./routes/books";
import { importsPaths } from "./routes/imports";
import { mailPaths } from "./routes/mail";
import { moneyPaths } from "./routes/money";
import { ordersPaths } from "./routes/orders";
import { returnsPaths } from "./routes/returns";
import { reviewsPaths } from "./routes/reviews";
import { staffPaths } from "./routes/staff";
import { storePaths } from "./routes/store";
import { securitySchemes } from "./responses";
import { adminStatsSchema } from "../admin";
import { bookSchema, importResultSchema } from "../book";
import { apiErrorSchema } from "../error";
import { orderSchema } from "../order";
import { reviewSchema } from "../review";

/** Answers named once under components and referred to wherever a route uses them. */
const schemas = {
  ApiError: apiErrorSchema,
  Book: bookSchema,
  ImportResult: importResultSchema,
  Order: orderSchema,
  Review: reviewSchema,
  AdminStats: adminStatsSchema,
};

/**
 * The published contract, generated from the zod schemas the API validates with. Every route the function serves
 * has an entry in one of routes/*.ts (a new route: one entry there, or a new file listed here); the checked-in
 * openapi.json is this document, kept current by `npm run openapi -w schema`, and the API tests check every answer
 * they receive against it.
 */
export function createOpenApiDocument(): ReturnType<typeof createDocument> {
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Book store API",
      version: "1.0.0",
      description:
        "The store's JSON API, served through Firebase Hosting at /api. Every error answers in one shape: " +
        '`{"error": {"code", "message", "fields"?, "books"?}}`.',
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/", description: "The store's own address (same origin as the storefront)." }],
    paths: {
      ...booksPaths,
      ...importsPaths,
      ...reviewsPaths,
      ...ordersPaths,
      ...returnsPaths,
      ...accountPaths,
      ...storePaths,
      ...staffPaths,
      ...mailPaths,
      ...moneyPaths,
    },
    components: { schemas, securitySchemes },
  });
}
