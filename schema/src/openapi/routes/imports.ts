import type { ZodOpenApiPathsObject } from "zod-openapi";
import {
  IMPORT_MEDIA_TYPES,
  importJobQuerySchema,
  importJobSchema,
  importJobStartedSchema,
  importPreviewQuerySchema,
  importPreviewSchema,
} from "../../import-job";
import { documentIdSchema } from "../../id";
import { z } from "../../zod";
import { asAdmin, commonErrors, error, forbidden, json, notFound, text, unauthenticated } from "../responses";

const adminErrors = { ...commonErrors, "401": unauthenticated, "403": forbidden };
const file = {
  content: Object.fromEntries(
    Object.values(IMPORT_MEDIA_TYPES).map((type) => [type, { schema: z.string().meta({ format: "binary" }) }]),
  ),
};

export const importsPaths: ZodOpenApiPathsObject = {
  "/api/books/imports/preview": {
    post: {
      summary: "How the store reads a spreadsheet, and the mapping it proposes",
      operationId: "previewImport",
      security: asAdmin,
      requestParams: { query: importPreviewQuerySchema },
      requestBody: file,
      responses: {
        "200": json("The file's encoding, columns, proposed mapping and first rows.", importPreviewSchema),
        ...adminErrors,
      },
    },
  },
  "/api/books/imports": {
    post: {
      summary: "Import a spreadsheet as a background job",
      operationId: "startImport",
      security: asAdmin,
      requestParams: { query: importJobQuerySchema },
      requestBody: file,
      responses: {
        "202": json("The job is queued; follow it with GET /api/books/imports/{id}.", importJobStartedSchema),
        ...adminErrors,
        "409": error("Another import is running: `fields.job` names it."),
      },
    },
  },
  "/api/books/imports/{id}/report": {
    get: {
      summary: "Every warning and error of an import job, as CSV",
      operationId: "getImportReport",
      security: asAdmin,
      requestParams: { path: z.object({ id: documentIdSchema }) },
      responses: {
        "200": text("One line per warning or error: kind, row, column, message.", "text/csv"),
        ...adminErrors,
        "404": notFound("import"),
      },
    },
  },
  "/api/books/imports/{id}": {
    get: {
      summary: "An import job's progress and report",
      operationId: "getImport",
      security: asAdmin,
      requestParams: { path: z.object({ id: documentIdSchema }) },
      responses: { "200": json("The job.", importJobSchema), ...adminErrors, "404": notFound("import") },
    },
  },
};
