import { z } from "./zod";

/**
 * A book an order was refused for (out of stock, its price changed, or gone): as the store has it now. A book
 * that is no longer in the catalog has no title or price left to tell, and no stock.
 */
export const refusedBookSchema = z.object({
  bookId: z.string(),
  title: z.string().optional(),
  stock: z.number(),
  unitPrice: z.number().optional(),
});
export type RefusedBook = z.infer<typeof refusedBookSchema>;

/** The one shape of every API error, whatever the status. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    /** The books an order was refused for (409 out-of-stock, price-changed or unknown-books), to show the shopper. */
    books: z.array(refusedBookSchema).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * Groups zod issues by the dotted path of the field they concern ("address.city", "productIds"; "_" for the
 * whole object): the `fields` of a 400 answer, and what the SPA's forms read. Not z.flattenError, which keys a
 * nested field by its top-level name only ("address").
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = Object.create(null);
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    (fields[key] ??= []).push(issue.message);
  }
  return { ...fields };
}
