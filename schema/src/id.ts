import { z } from "./zod";

/**
 * The one rule for every id that can reach Firestore, wherever it comes from (a path, a page cursor, a body):
 * no slashes (they would address another path), not "." or "..", not reserved (Firestore refuses ids of the
 * form __x__ with an error after a long wait), bounded length. Checked before any read is made.
 */
export const documentIdSchema = z
  .string()
  .min(1, "Not a valid id")
  .max(128, "Not a valid id")
  .regex(/^[A-Za-z0-9_-]+$/, "Not a valid id")
  .refine((id) => !/^__.*__$/.test(id), "Not a valid id");

export const isDocumentId = (id: string) => documentIdSchema.safeParse(id).success;

/** An opaque page cursor as the API hands it out (base64url); the server decodes and checks what it names. */
export const cursorSchema = z
  .string()
  .max(300)
  .regex(/^[A-Za-z0-9_-]+$/, "Not a valid cursor");
