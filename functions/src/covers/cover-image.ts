import { COVER_UPLOAD } from "@bookstore/schema";
import { createHash } from "node:crypto";
import type Sharp from "sharp";
import { badRequest } from "../lib/http-error";

let sharpLoaded: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) is loaded on the first upload, not with the function: it adds a few hundred ms and ~20 MiB to
 * a cold start, and most instances never decode an image. One thread per decode, and no cache of decoded
 * images: the function has 256 MiB (decision 005) and answers other requests while a cover is processed.
 */
function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/**
 * The most pixels a cover may declare: a 6000 × 8000 photo passes; a small file declaring 30,000 × 30,000 (a
 * decompression bomb) is refused from its header, before anything is decoded.
 */
export const MAX_INPUT_PIXELS = 48_000_000;
/** Narrower than this is no cover: a thumbnail of a thumbnail. */
const MIN_WIDTH = 64;
/** Taller or wider than this ratio is no book cover (and a strip 960 px wide and 20,000 high is no document). */
const MAX_RATIO = 4;
/** Firestore's document limit is 1 MiB; a variant is refused well before it. */
const MAX_VARIANT_BYTES = 900 * 1024;

/** What the decoder reports for the formats the store takes: AVIF is read by libheif. */
const READABLE_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

export interface CoverVariantImage {
  width: number;
  height: number;
  /** `{hash}-{width}`: a hash of the bytes, so a new cover never reuses an address a cache may still hold. */
  name: string;
  bytes: Buffer;
}

export interface CoverImage {
  width: number;
  height: number;
  color: string;
  variants: CoverVariantImage[];
}

// Decodes run one after another: a second upload waits for the first rather than doubling the memory held.
let inTurn: Promise<unknown> = Promise.resolve();

/** processCover, one at a time in this process. */
export function processCoverInTurn(input: Buffer): Promise<CoverImage> {
  const run = inTurn.then(() => processCover(input));
  inTurn = run.catch(() => undefined);
  return run;
}

const refused = (reason: string) => badRequest(reason, { cover: [reason] });

/**
 * The widths kept for an image `width` pixels wide: the store's widths up to the original's, never wider, and the
 * original's own width last when it falls short of the widest, so a 600 px cover is served at 600, not 320.
 */
export function variantWidths(width: number): number[] {
  const widths: number[] = COVER_UPLOAD.widths.filter((candidate) => candidate <= width);
  return width < Math.max(...COVER_UPLOAD.widths) && !widths.includes(width) ? [...widths, width] : widths;
}

// Only the header is read: the pixel limit is checked on what it declares, with the size in the message.
const readHeader = (sharp: typeof Sharp, input: Buffer) => sharp(input, { limitInputPixels: false }).metadata();

/**
 * Decodes the whole image once, at the largest kept width (a JPEG shrinks while it loads), upright, on a white
 * page (transparency has no meaning on a printed cover). Any warning of the decoder (a truncated file) fails it.
 */
const decodeUpright = (sharp: typeof Sharp, input: Buffer, width: number) =>
  sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "warning" })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });

const hex = (value: number) => value.toString(16).padStart(2, "0");

/**
 * Decodes an uploaded image and re-encodes it as WebP at each kept width. Only the decoded pixels survive: no
 * metadata (EXIF location), no bytes appended to the file (a polyglot), no second frame. Refuses, with the reason,
 * anything that is not one readable still raster image of a sensible size.
 */
export async function processCover(input: Buffer): Promise<CoverImage> {
  const sharp = await loadSharp();
  let metadata: Awaited<ReturnType<typeof readHeader>>;
  try {
    metadata = await readHeader(sharp, input);
  } catch {
    throw refused("The file is not an image the store can read (JPEG, PNG, WebP or AVIF)");
  }
  const format = metadata.format as string;
  if (format === "svg") throw refused("SVG covers are not accepted: send a JPEG, PNG, WebP or AVIF image");
  if (!READABLE_FORMATS.has(format)) {
    throw refused(`A ${format.toUpperCase()} image is not accepted: send a JPEG, PNG, WebP or AVIF image`);
  }
  if ((metadata.pages ?? 1) > 1) throw refused("Animated images are not accepted: send a still image");
  // EXIF orientation 5–8 swaps the sides once the image is turned upright.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  if (!width || !height) throw refused("The file is not an image the store can read (JPEG, PNG, WebP or AVIF)");
  if (width * height > MAX_INPUT_PIXELS) {
    throw refused(`The image has too many pixels (${width} × ${height}): at most ${MAX_INPUT_PIXELS / 1e6} million`);
  }
  if (width < MIN_WIDTH) throw refused(`The image is too small: at least ${MIN_WIDTH} pixels wide`);
  if (width / height > MAX_RATIO || height / width > MAX_RATIO) {
    throw refused(
      `The image is too long or too flat for a cover: at most ${MAX_RATIO} times taller than wide or wider than tall`,
    );
  }

  const widths = variantWidths(width);
  let largest: Awaited<ReturnType<typeof decodeUpright>>;
  try {
    largest = await decodeUpright(sharp, input, widths.at(-1)!);
  } catch {
    throw refused("The image is damaged or incomplete: it cannot be read to its end");
  }
  const raw = { raw: { width: largest.info.width, height: largest.info.height, channels: largest.info.channels } };

  const variants: CoverVariantImage[] = [];
  for (const variantWidth of widths) {
    const resized = sharp(largest.data, raw).resize({ width: variantWidth });
    let encoded = await resized.clone().webp({ quality: 78, effort: 4 }).toBuffer({ resolveWithObject: true });
    if (encoded.data.length > MAX_VARIANT_BYTES) {
      encoded = await resized.clone().webp({ quality: 40, effort: 4 }).toBuffer({ resolveWithObject: true });
    }
    if (encoded.data.length > MAX_VARIANT_BYTES) throw refused("The image is too detailed to store as a cover");
    const hash = createHash("sha256").update(encoded.data).digest("hex").slice(0, 20);
    variants.push({
      width: encoded.info.width,
      height: encoded.info.height,
      name: `${hash}-${encoded.info.width}`,
      bytes: encoded.data,
    });
  }

  const { dominant } = await sharp(variants[0]!.bytes).stats();
  return { width, height, color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`, variants };
}
