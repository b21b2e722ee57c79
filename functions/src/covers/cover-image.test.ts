import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { processCover, variantWidths } from "./cover-image";

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 30 } } })
    .jpeg()
    .toBuffer();

async function refusal(input: Buffer): Promise<string> {
  try {
    await processCover(input);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the image was accepted");
}

/** A PNG of a few hundred bytes whose header declares 30,000 × 30,000 pixels (its checksum rewritten to match). */
async function decompressionBomb(): Promise<Buffer> {
  const bomb = Buffer.from(await photo(100, 100).then((jpeg) => sharp(jpeg).png().toBuffer()));
  bomb.writeUInt32BE(30_000, 16);
  bomb.writeUInt32BE(30_000, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
  return bomb;
}

describe("variantWidths", () => {
  it("keeps the store's widths up to the original's, then the original's own when it is under the widest", () => {
    expect(variantWidths(2000)).toEqual([160, 320, 640, 960]);
    expect(variantWidths(960)).toEqual([160, 320, 640, 960]);
    expect(variantWidths(700)).toEqual([160, 320, 640, 700]);
    expect(variantWidths(600)).toEqual([160, 320, 600]);
    expect(variantWidths(320)).toEqual([160, 320]);
    expect(variantWidths(100)).toEqual([100]);
  });
});

describe("processCover", () => {
  it("re-encodes a JPEG as WebP widths named by their hash, with the original's size and its dominant colour", async () => {
    const cover = await processCover(await photo(1200, 1800));
    expect(cover).toMatchObject({ width: 1200, height: 1800 });
    expect(cover.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(cover.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [160, 240],
      [320, 480],
      [640, 960],
      [960, 1440],
    ]);
    for (const variant of cover.variants) {
      expect(variant.name).toMatch(new RegExp(`^[0-9a-f]{20}-${variant.width}$`));
      expect((await sharp(variant.bytes).metadata()).format).toBe("webp");
    }
  });

  it("keeps a cover narrower than the widest width at its own width, not at the next smaller one", async () => {
    const cover = await processCover(await photo(600, 900));
    expect(cover.variants.map((variant) => [variant.width, variant.height])).toEqual([
      [160, 240],
      [320, 480],
      [600, 900],
    ]);
  });

  it("turns an image upright by its EXIF orientation and keeps none of its metadata", async () => {
    const sideways = await sharp(await photo(400, 300))
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: "somebody", ImageDescription: "at home" } })
      .jpeg()
      .toBuffer();
    const cover = await processCover(sideways);
    expect(cover).toMatchObject({ width: 300, height: 400 });
    const stored = await sharp(cover.variants[0]!.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.height).toBeGreaterThan(stored.width!);
  });

  it("refuses what is not a readable still raster image, saying why", async () => {
    const jpeg = await photo(400, 600);
    expect(await refusal(Buffer.from("%PDF-1.4 not an image"))).toMatch(/not an image/);
    expect(await refusal(jpeg.subarray(0, jpeg.length / 2))).toMatch(/damaged or incomplete/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600"><rect/></svg>');
    expect(await refusal(svg)).toMatch(/SVG/);
    // Two frames of 100 × 200, one above the other in the pixels given.
    const pixels = Buffer.alloc(100 * 400 * 3, 90).fill(200, 0, 100 * 200 * 3);
    const animated = await sharp(pixels, { raw: { width: 100, height: 400, channels: 3, pageHeight: 200 } })
      .webp({ loop: 0 })
      .toBuffer();
    expect(await refusal(animated)).toMatch(/Animated/);
    expect(await refusal(await photo(40, 60))).toMatch(/too small/);
    expect(await refusal(await photo(2000, 200))).toMatch(/too long or too flat/);
  });

  it("refuses a decompression bomb from its header, quickly", async () => {
    const bomb = await decompressionBomb();
    const started = performance.now();
    expect(await refusal(bomb)).toMatch(/too many pixels \(30000 × 30000\)/);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
