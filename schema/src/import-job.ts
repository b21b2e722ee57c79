// Importing a catalog from any spreadsheet: the file's columns are mapped to the store's fields, each row is
// repaired where it can be (and the repair reported), and a large file is worked through as a background job.
import { z } from "./zod";
import { importErrorSchema } from "./book";
import { BOOK_CSV_COLUMNS } from "./admin-constants";

/** The store fields a file's column can feed: every column of the store's own export but its date. `null` in a
 * mapping ignores the column. */
const importFieldSchema = z.enum(BOOK_CSV_COLUMNS).exclude(["createdAt"], { error: "Not a store field" });
export const IMPORT_FIELDS = importFieldSchema.options;
export type ImportField = z.infer<typeof importFieldSchema>;

/**
 * A job's bounds: under the Functions request limit (32 MiB), and what one background job works through. A
 * workbook is read whole, at about ten times its unpacked XML in memory: it may unpack to 20 MiB (some 30,000
 * rows of 14 columns), which keeps the function under its 256 MiB (docs/decisions/014-import-jobs.md).
 */
export const IMPORT_JOB = {
  maxRows: 100_000,
  maxBytes: 25 * 1024 * 1024,
  maxWorkbookUnpackedBytes: 20 * 1024 * 1024,
  workbookRows: 30_000,
  previewRows: 20,
  listed: 100,
} as const;

/** The file types the preview and the job read; xlsx is read from its first sheet. */
export const IMPORT_MEDIA_TYPES = {
  csv: "text/csv",
  tsv: "text/tab-separated-values",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/** Text encodings an admin may choose when the detected one is wrong. */
export const IMPORT_ENCODINGS = ["utf-8", "utf-16le", "utf-16be", "windows-1252", "iso-8859-1", "iso-8859-15"] as const;

/**
 * A file's header, for either import: a book needs a few dozen columns, and a job keeps its header and mapping in
 * one document (Firestore: 1 MiB, 20,000 fields). A longer name is a cell of data, not a column's name.
 */
export const IMPORT_HEADER = { maxColumns: 500, maxColumnChars: 200 } as const;

/** Column name → store field, or null to ignore the column. */
export const importMappingSchema = z.record(z.string().max(IMPORT_HEADER.maxColumnChars), importFieldSchema.nullable());
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** The only field several columns may feed: every ISBN column is read, and the first good one wins. */
export const MULTI_COLUMN_FIELDS: readonly ImportField[] = ["isbn"];

/** A mapping an admin sends: each field but the ISBN fed by one column at most (the job could not tell which). */
const sentMappingSchema = importMappingSchema.superRefine((mapping, ctx) => {
  const columns = new Map<string, string[]>();
  for (const [column, field] of Object.entries(mapping)) {
    if (field && !MULTI_COLUMN_FIELDS.includes(field)) columns.set(field, [...(columns.get(field) ?? []), column]);
  }
  for (const [field, named] of columns) {
    if (named.length > 1) {
      ctx.addIssue({ code: "custom", message: `Columns ${named.join(", ")} are all mapped to ${field}: keep one` });
    }
  }
});

/**
 * Field → the value every row takes where the file has none (e.g. every book's category). A number or true/false
 * is taken as the text a cell would hold.
 */
export const importDefaultsSchema = z.partialRecord(
  importFieldSchema,
  z.union([z.string().max(5000), z.number(), z.boolean()]).transform(String),
);
export type ImportDefaults = z.infer<typeof importDefaultsSchema>;
export type ImportDefaultsInput = z.input<typeof importDefaultsSchema>;

/** A JSON text in a query parameter, read with `schema`. */
const jsonParam = <T extends z.ZodType>(schema: T, name: string) =>
  z
    .string()
    .max(64 * 1024)
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: `${name} must be JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);

const encodingParam = z.enum(IMPORT_ENCODINGS, { error: `Encoding must be one of ${IMPORT_ENCODINGS.join(", ")}` });

/** POST /api/books/imports/preview: the encoding, when the admin overrides the detected one. */
export const importPreviewQuerySchema = z.strictObject({ encoding: encodingParam.optional() });

/** POST /api/books/imports: how to read the file; without `mapping`, the proposed one. */
export const importJobQuerySchema = z.strictObject({
  dryRun: z.enum(["true", "false"], { error: "dryRun must be true or false" }).optional(),
  encoding: encodingParam.optional(),
  mapping: jsonParam(sentMappingSchema, "mapping").optional(),
  defaults: jsonParam(importDefaultsSchema, "defaults").optional(),
});
export type ImportJobQuery = z.input<typeof importJobQuerySchema>;

/** What the store makes of a file: how it was read, the proposed mapping, and its first rows as mapped. */
export const importPreviewSchema = z.object({
  encoding: z.string(),
  /** The column separator; null for a spreadsheet (xlsx). */
  delimiter: z.string().nullable(),
  columns: z.array(z.string()),
  mapping: importMappingSchema,
  /** True when the file is in the store's own export layout: it imports as it is. */
  storeLayout: z.boolean(),
  /**
   * How many data rows the file has; null when it has more than the preview shows: a text file is read only
   * that far (the job counts every row when it starts).
   */
  total: z.number().nullable(),
  /** The first rows as the store reads them with the proposed mapping: field → value. */
  rows: z.array(z.record(z.string(), z.string())),
  /** Repairs and problems of those rows, and of the header (row 1: a column named as an earlier
   * one). Rows are numbered as a spreadsheet shows them: the header is row 1, the first book row 2. */
  warnings: z.array(importErrorSchema),
  errors: z.array(importErrorSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/**
 * The kinds of warning a row can have, each a small stable code: a job counts its warnings by kind, so a few
 * real problems are not buried under thousands of repairs.
 */
export const IMPORT_WARNING_KINDS = [
  "severalAuthors",
  "tooManyContributors",
  "isbnRepaired",
  "isbnInvalid",
  "priceRead",
  "numberRead",
  "numberInvalid",
  "yearInvalid",
  "languageRead",
  "formatRead",
  "formatUnknown",
  "categoryRead",
  "categoryDefault",
  "strayQuote",
  "repeatedColumn",
] as const;
export type ImportWarningKind = (typeof IMPORT_WARNING_KINDS)[number];

/** A kind of warning: how many rows' warnings are of it, and the first one, as an example. */
export const importWarningKindSchema = z.object({
  kind: z.enum(IMPORT_WARNING_KINDS),
  count: z.number(),
  example: importErrorSchema,
});
export type ImportWarningKindCount = z.infer<typeof importWarningKindSchema>;

export const IMPORT_JOB_STATUSES = ["queued", "running", "done", "failed"] as const;

/** An import job: its progress, its figures, and every row's warnings (imported) and errors (skipped). */
export const importJobSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_JOB_STATUSES),
  dryRun: z.boolean(),
  /** Rows decided so far, out of `total`. */
  processed: z.number(),
  total: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  /** Rows not imported (each has at least one error): created + updated + unchanged + skipped = processed. */
  skipped: z.number(),
  /** Books created with no stock (none given, or 0): they show as out of stock until stocked. */
  noStock: z.number(),
  /**
   * The first errors and the first warnings (IMPORT_JOB.listed of each), in row order (numbered as a
   * spreadsheet shows them: the header is row 1), a message quoting a long
   * cell cut short; all of both, in full, are in the job's report (GET /api/books/imports/:id/report).
   */
  warnings: z.array(importErrorSchema),
  errors: z.array(importErrorSchema),
  warningCount: z.number(),
  /** Every warning counted by kind, most frequent first, each with its first row's warning. */
  warningKinds: z.array(importWarningKindSchema),
  errorCount: z.number(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

export const importJobStartedSchema = z.object({ id: z.string() });
