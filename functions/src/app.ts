import express from "express";
import helmet from "helmet";
import { adminAuthRouter, adminRouter } from "./admin/admin.router";
import { booksRouter } from "./books/books.router";
import { limitBody } from "./lib/body-limit";
import { errorHandler, notFoundHandler } from "./lib/error-handler";
import { ordersRouter } from "./orders/orders.router";

/** Bodies are small JSON documents; anything larger is refused with 413 before it is parsed. */
export const MAX_BODY_BYTES = 32 * 1024;

export function createApp() {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", true);
  app.use(helmet());
  app.use(limitBody(MAX_BODY_BYTES));
  // Parses the body when the app runs outside the Functions platform (tests); on the platform it is already parsed.
  app.use(express.json({ limit: MAX_BODY_BYTES, strict: true }));

  app.use("/api/books", booksRouter);
  app.use("/api/orders", ordersRouter);
  app.use("/api/auth", adminAuthRouter);
  app.use("/api/admin", adminRouter);
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
