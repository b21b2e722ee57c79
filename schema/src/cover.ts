import { z } from "./zod";
import { coverKind } from "./cover-kind";

/** The cover field of the book forms and API: see coverKind for what a cover may be. */
export const coverImageSchema = z
  .string({ error: "Cover image must be text" })
  .trim()
  .refine((value) => coverKind(value) !== "invalid", "Cover image must be an image file name or an https:// address");
