import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  bookEditSchema,
  bookImportQuerySchema,
  bookInputSchema,
  bookListQuerySchema,
  bookPageSchema,
  bookSchema,
  importResultSchema,
} from "../../book";
import { COVER_UPLOAD } from "../../admin-constants";
import { documentIdSchema } from "../../id";
import { z } from "../../zod";
import {
  asAdmin,
  commonErrors,
  error,
  forbidden,
  json,
  notFound,
  notModified,
  text,
  unauthenticated,
} from "../responses";

const bookId = { path: z.object({ id: documentIdSchema }) };
const imageFile = z.string().meta({ format: "binary" });
const adminErrors = { ...commonErrors, "401": unauthenticated, "403": forbidden };

export const booksPaths: ZodOpenApiPathsObject = {
  "/api/books": {
    get: {
      summary: "The catalog: every book without parameters, one page with any",
      operationId: "listBooks",
      security: [],
      requestParams: { query: bookListQuerySchema },
      responses: {
        "200": json(
          "Every book, newest first (no parameter), or one page of books (any parameter).",
          z.union([z.array(bookSchema), bookPageSchema]),
        ),
        ...notModified,
        ...commonErrors,
      },
    },
  },
  "/api/books/create-book": {
    post: {
      summary: "Add a book",
      operationId: "createBook",
      security: asAdmin,
      requestBody: { content: { "application/json": { schema: bookInputSchema } } },
      responses: {
        "201": json("The book as stored.", bookSchema),
        ...adminErrors,
        "409": error("Another book already has this ISBN."),
      },
    },
  },
  "/api/books/edit/{id}": {
    put: {
      summary: "Replace a book's fields",
      operationId: "editBook",
      security: asAdmin,
      requestParams: bookId,
      requestBody: { content: { "application/json": { schema: bookEditSchema } } },
      responses: {
        "200": json("The book as stored.", bookSchema),
        ...adminErrors,
        "404": notFound("book"),
        "409": error(
          "`duplicate-isbn`: another book has this ISBN; `stock-changed`: orders moved the stock since `expectedStock` " +
            "was read; `book-changed`: an edit, an import or a cover changed the book since the `updatedAt` sent as " +
            "`expectedUpdatedAt`.",
        ),
      },
    },
  },
  "/api/books/export": {
    get: {
      summary: "Every book as a CSV file",
      operationId: "exportBooks",
      security: asAdmin,
      responses: { "200": text("The catalog, one book per row.", "text/csv"), ...adminErrors },
    },
  },
  "/api/books/import": {
    post: {
      summary: "Import books from a CSV file",
      description:
        "A file in the store's own layout, read, repaired and decided as an import job reads it (decision 014), " +
        "the request waiting for the job. A real import first runs the file as a dry run: only a file without " +
        "errors is written.",
      operationId: "importBooks",
      security: asAdmin,
      requestParams: { query: bookImportQuerySchema },
      requestBody: { content: { "text/csv": { schema: z.string() } } },
      responses: {
        "200": json("What was (or, in a dry run, would be) created and updated.", importResultSchema),
        "409": error(
          "`import-running`: another import job runs (`fields.job` names it); `import-interrupted`: the catalog " +
            "changed between the check and the write, and part of the file is written (import it again to finish).",
        ),
        "422": json("Rows with errors: no book was written.", importResultSchema),
        ...adminErrors,
        "503": error(
          "The database is unavailable, the import's job stopped (`import-failed`), or it outlasted the request " +
            "and goes on in the background (`import-in-background`, naming the job); importing again is safe.",
          { retry: true },
        ),
      },
    },
  },
  "/api/books/{id}/cover": {
    put: {
      summary: "Upload a book's cover",
      description:
        "The body is the image itself, at most 10 MiB. It is decoded and re-encoded as WebP at 160, 320, 640 and 960 px " +
        "wide (never wider than the original, whose own width is kept as the largest when it is under 960); the cover it " +
        "replaces is deleted.",
      operationId: "uploadCover",
      security: asAdmin,
      requestParams: bookId,
      requestBody: {
        content: Object.fromEntries(COVER_UPLOAD.types.map((type) => [type, { schema: imageFile }])),
      },
      responses: {
        "200": json("The book with its new cover.", bookSchema),
        ...adminErrors,
        "400": error("Not a readable still raster image of a sensible size: the message says why."),
        "404": notFound("book"),
        "413": error("The image is larger than 10 MiB."),
        "415": error("The body is not one of image/jpeg, image/png, image/webp or image/avif."),
      },
    },
    delete: {
      summary: "Remove a book's uploaded cover",
      operationId: "deleteCover",
      security: asAdmin,
      requestParams: bookId,
      responses: { "200": json("The book without its cover.", bookSchema), ...adminErrors, "404": notFound("book") },
    },
  },
  "/api/covers/{bookId}/{file}": {
    get: {
      summary: "One width of an uploaded cover",
      description:
        "Addressed by its content's hash: cached for a year (`Cache-Control: public, max-age=31536000, immutable`).",
      operationId: "getCoverVariant",
      security: [],
      requestParams: {
        path: z.object({
          bookId: documentIdSchema,
          file: z.string().meta({ description: "`{hash}-{width}.webp`, as a book's `cover.variants` give it" }),
        }),
      },
      responses: {
        "200": { description: "The WebP image.", content: { "image/webp": { schema: imageFile } } },
        ...notModified,
        ...commonErrors,
        "404": notFound("cover (a replaced or removed cover's addresses answer 404)"),
      },
    },
  },
  "/api/books/{id}": {
    get: {
      summary: "One book",
      operationId: "getBook",
      security: [],
      requestParams: bookId,
      responses: { "200": json("The book.", bookSchema), ...notModified, ...commonErrors, "404": notFound("book") },
    },
    delete: {
      summary: "Remove a book",
      operationId: "deleteBook",
      security: asAdmin,
      requestParams: bookId,
      responses: { "200": json("The book as it was.", bookSchema), ...adminErrors, "404": notFound("book") },
    },
  },
};
