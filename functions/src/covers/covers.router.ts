import { COVER_UPLOAD, documentIdSchema } from "@bookstore/schema";
import { Router } from "express";
import { currentActor, requirePermission } from "../auth/require-admin";
import { imageBytes, rawBody } from "../lib/raw-body";
import { notFound } from "../lib/http-error";
import { validateParam } from "../lib/validate";
import type { CoversService } from "./covers.service";

const validId = validateParam("id", documentIdSchema, "book id");
/** `{hash}-{width}.webp`, as covers.repository names variants. */
const VARIANT_FILE = /^([0-9a-f]{20}-\d{1,4})\.webp$/;

/** Upload and removal, under /api/books/:id/cover. */
export function createBookCoverRouter(covers: CoversService) {
  const router = Router();

  // PUT /api/books/:id/cover — admin uploads a cover: the body is the image (JPEG, PNG, WebP or AVIF).
  router.put(
    "/:id/cover",
    requirePermission("books.write"),
    validId,
    ...rawBody({
      types: COVER_UPLOAD.types,
      maxBytes: COVER_UPLOAD.maxBytes,
      unsupported: `Send the image itself as one of ${COVER_UPLOAD.types.join(", ")}`,
      read: imageBytes,
    }),
    async (req, res) => {
      res.json(await covers.upload(currentActor(res), req.params.id as string, req.body as Buffer));
    },
  );

  // DELETE /api/books/:id/cover — admin removes a book's uploaded cover.
  router.delete("/:id/cover", requirePermission("books.write"), validId, async (req, res) => {
    res.json(await covers.remove(currentActor(res), req.params.id as string));
  });

  return router;
}

/** The stored variants, under /api/covers. */
export function createCoverFilesRouter(covers: CoversService) {
  const router = Router();

  // GET /api/covers/:bookId/:file — one width of an uploaded cover. Its address changes with its content, so
  // every cache (Hosting's CDN, browsers) may keep it for a year.
  router.get("/:bookId/:file", validateParam("bookId", documentIdSchema, "book id"), async (req, res) => {
    const name = VARIANT_FILE.exec(req.params.file as string)?.[1];
    if (!name) throw notFound("No such cover");
    const bytes = await covers.variant(req.params.bookId as string, name);
    res.set({ "Content-Type": "image/webp", "Cache-Control": "public, max-age=31536000, immutable" }).send(bytes);
  });

  return router;
}
