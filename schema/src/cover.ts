import { z } from "./zod";
import { coverKind } from "./cover-kind";

/** The cover field of the book forms and API: see coverKind for what a cover may be. */
export const coverImageSchema = z
  .string({ error: "Cover image must be text" })
  .trim()
  .refine((value) => coverKind(value) !== "invalid", "Cover image must be an image file name or an https:// address");

/** One stored width of an uploaded cover, at its own address (immutable: a new upload gets new addresses). */
export const coverVariantSchema = z.object({ width: z.number(), url: z.string() });

/**
 * An uploaded cover as every book answer carries it: the original's size (so a page reserves the right box
 * before the image loads), its dominant colour for that box, and each stored width, narrowest first.
 */
export const coverSchema = z.object({
  width: z.number(),
  height: z.number(),
  /** `#rrggbb` */
  color: z.string(),
  variants: z.array(coverVariantSchema),
});
export type Cover = z.infer<typeof coverSchema>;
