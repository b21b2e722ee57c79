import { COVER_UPLOAD } from "@bookstore/schema/admin-constants";

const TYPE_NAMES = "JPEG, PNG, WebP or AVIF";

/** Why a picked file cannot be a cover, before it is sent (the server decodes it and may still refuse it). */
export function coverFileProblem(file: File): string | undefined {
  if (!(COVER_UPLOAD.types as readonly string[]).includes(file.type)) {
    return `“${file.name}” is not a ${TYPE_NAMES} image.`;
  }
  if (file.size > COVER_UPLOAD.maxBytes) {
    return `“${file.name}” is larger than ${COVER_UPLOAD.maxBytes / 1024 / 1024} MiB.`;
  }
  return undefined;
}

/** The input's accept attribute: the types the upload takes. */
export const COVER_ACCEPT = COVER_UPLOAD.types.join(",");
