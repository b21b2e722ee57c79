import sharp from "sharp";
import { crc32 } from "node:zlib";

/** A photo-like JPEG (noise, so it does not compress to nothing), `width` × `height`. */
export const photoJpeg = (width: number, height: number, quality = 90) =>
  sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } },
  })
    .jpeg({ quality })
    .toBuffer();

/** A plain image of one colour in the given format. */
export const plainImage = (
  width: number,
  height: number,
  format: "jpeg" | "png" | "webp" | "avif",
  color = "#2a6f97",
) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();

/**
 * A decompression bomb: a PNG of a few hundred bytes whose header declares `side` × `side` pixels (its header's
 * checksum rewritten to match), as an attacker crafts one.
 */
export async function decompressionBomb(side = 30_000): Promise<Buffer> {
  const bomb = Buffer.from(await plainImage(100, 100, "png"));
  bomb.writeUInt32BE(side, 16);
  bomb.writeUInt32BE(side, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
  return bomb;
}

/** Two frames of 100 × 200 as an animated WebP. */
export async function animatedWebp(): Promise<Buffer> {
  const pixels = Buffer.alloc(100 * 400 * 3, 90).fill(200, 0, 100 * 200 * 3);
  return sharp(pixels, { raw: { width: 100, height: 400, channels: 3, pageHeight: 200 } })
    .webp({ loop: 0 })
    .toBuffer();
}
