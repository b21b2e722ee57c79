// Processing one large upload as the function does (functions/src/covers/cover-image.ts, bundled here as it is
// for the function): a 4000 × 6000 JPEG of about 10 MiB, in a process of its own so its peak memory is the
// decode's alone. Run as a script, it prints its figures as JSON; coverProcessing() runs it and reads them.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import sharp from "sharp";
import { root } from "../../scripts/emulators.mjs";

/** The photo: noise compresses like a detailed photograph; the quality brings it just under 10 MiB. */
const WIDTH = 4000;
const HEIGHT = 6000;
const QUALITY = 82;

/** functions/src/covers/cover-image.ts bundled into `dir` as it is for the function; the bundle's path. */
export async function bundleCoverImage(dir) {
  const outfile = join(dir, "cover-image.js");
  await build({
    entryPoints: [join(root, "functions", "src", "covers", "cover-image.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    external: ["sharp", "firebase-admin", "firebase-functions"],
    logLevel: "warning",
    nodePaths: [join(root, "node_modules")],
  });
  return outfile;
}

/** @returns {Promise<{ inputBytes: number, width: number, height: number, ms: number, baselineRssMiB: number, peakRssMiB: number, variants: Array<{ width: number, bytes: number }> }>} */
export async function coverProcessing() {
  // Inside the repository, so the bundle's import of sharp finds node_modules.
  mkdirSync(join(root, ".cache"), { recursive: true });
  const dir = mkdtempSync(join(root, ".cache", "cover-bench-"));
  try {
    await bundleCoverImage(dir);
    // Made here, so the measured process holds only what the function would: the upload's bytes.
    const photo = await sharp({
      create: {
        width: WIDTH,
        height: HEIGHT,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: QUALITY })
      .toBuffer();
    writeFileSync(join(dir, "photo.jpg"), photo);
    const script = new URL(import.meta.url).pathname;
    const output = execFileSync(process.execPath, [script, join(dir, "cover-image.js"), join(dir, "photo.jpg")], {
      encoding: "utf8",
      cwd: join(root, "functions"),
      env: { ...process.env, NODE_PATH: join(root, "node_modules") },
    });
    return JSON.parse(output);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(bundle, photoFile) {
  const { createRequire } = await import("node:module");
  const require = createRequire(join(root, "functions", "package.json"));
  const photo = readFileSync(photoFile);
  const { processCover } = require(bundle);
  // What the process holds before the upload: the code loaded and the photo in memory, as the function holds
  // the request's body.
  global.gc?.();
  const baselineRssMiB = process.memoryUsage().rss / 2 ** 20;
  const started = performance.now();
  const cover = await processCover(photo);
  const ms = performance.now() - started;
  const peakRssMiB = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(
    JSON.stringify({
      inputBytes: photo.length,
      width: cover.width,
      height: cover.height,
      ms,
      baselineRssMiB,
      peakRssMiB,
      variants: cover.variants.map((variant) => ({ width: variant.width, bytes: variant.bytes.length })),
    }),
  );
}

if (process.argv[1] === new URL(import.meta.url).pathname && process.argv[3]) {
  await main(process.argv[2], process.argv[3]);
}
