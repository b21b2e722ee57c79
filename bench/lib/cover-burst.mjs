// Six 48-megapixel covers uploaded at once to one instance, processed as the function does
// (functions/src/covers/cover-image.ts, bundled here as it is for the function): each upload's bytes held as its
// request's body, all six handed to processCoverInTurn together, in a process of its own so its peak memory is
// the burst's alone, against the function's 256 MiB (decision 005). Two kinds of photo: a JPEG, which libvips
// shrinks while it decodes, and a PNG, which it must decode at full size. Run as a script, it prints one burst's
// figures as JSON; coverBurst() runs both and reads them.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { root } from "../../scripts/emulators.mjs";
import { bundleCoverImage } from "./cover-processing.mjs";

/** 48 megapixels: the most a cover may declare (MAX_INPUT_PIXELS). */
const WIDTH = 6000;
const HEIGHT = 8000;
const UPLOADS = 6;
const MAX_UPLOAD_BYTES = 10 * 2 ** 20;

/** A photo-like 48-MP image under the 10 MiB upload limit: noise for the JPEG, bands for the PNG. */
async function photo(kind, seed) {
  if (kind === "jpeg") {
    const noise = { type: "gaussian", mean: 128, sigma: 12 + seed };
    const image = sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: "#808080", noise } });
    return image.jpeg({ quality: 70 }).toBuffer();
  }
  // Bands of colour compress well, so the file stays small while it declares (and decodes to) 48 MP.
  const band = Buffer.alloc(WIDTH * 3);
  for (let x = 0; x < WIDTH; x++) band.set([(x + seed * 40) % 256, (x >> 4) % 256, 200 - seed * 10], x * 3);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) band.copy(pixels, y * WIDTH * 3);
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** @returns {Promise<Array<{ kind: string, uploads: number, megapixels: number, inputBytes: number, ms: number, baselineRssMiB: number, peakRssMiB: number, processed: number }>>} */
export async function coverBurst() {
  mkdirSync(join(root, ".cache"), { recursive: true });
  const dir = mkdtempSync(join(root, ".cache", "cover-burst-"));
  try {
    const bundle = await bundleCoverImage(dir);
    const script = new URL(import.meta.url).pathname;
    const bursts = [];
    for (const kind of ["jpeg", "png"]) {
      const files = [];
      for (let i = 0; i < UPLOADS; i++) {
        const bytes = await photo(kind, i);
        if (bytes.length > MAX_UPLOAD_BYTES) throw new Error(`A ${kind} of ${bytes.length} bytes is over the limit`);
        files.push(join(dir, `${kind}-${i}`));
        writeFileSync(files.at(-1), bytes);
      }
      const output = execFileSync(process.execPath, [script, bundle, ...files], {
        encoding: "utf8",
        cwd: join(root, "functions"),
        env: { ...process.env, NODE_PATH: join(root, "node_modules") },
      });
      bursts.push({ kind, uploads: UPLOADS, megapixels: (WIDTH * HEIGHT) / 1e6, ...JSON.parse(output) });
    }
    return bursts;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(bundle, files) {
  const { createRequire } = await import("node:module");
  const require = createRequire(join(root, "functions", "package.json"));
  const { processCoverInTurn } = require(bundle);
  // The six requests' bodies, held as the function holds them while they wait their turn.
  const inputs = files.map((file) => readFileSync(file));
  global.gc?.();
  const baselineRssMiB = process.memoryUsage().rss / 2 ** 20;
  const started = performance.now();
  const covers = await Promise.all(inputs.map((input) => processCoverInTurn(input)));
  const ms = performance.now() - started;
  // From /proc, not getrusage: a child's ru_maxrss keeps the high mark of the parent it was forked from.
  const hwm = readFileSync("/proc/self/status", "utf8").match(/^VmHWM:\s+(\d+)/m);
  process.stdout.write(
    JSON.stringify({
      inputBytes: inputs.reduce((sum, input) => sum + input.length, 0),
      ms,
      baselineRssMiB,
      peakRssMiB: Number(hwm[1]) / 1024,
      processed: covers.length,
    }),
  );
}

if (process.argv[1] === new URL(import.meta.url).pathname && process.argv[3]) {
  await main(process.argv[2], process.argv.slice(3));
}
