// Inside `firebase emulators:exec` for bench/ab.mjs: serves each build in turn from web/dist (the Hosting
// emulator reads files per request) and runs Lighthouse on it, alternating which side goes first.
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { HOSTING_URL, root, runOrExit, waitFor } from "../../scripts/emulators.mjs";
import { lighthouseOnce } from "./lighthouse.mjs";

const { AB_DIST_A, AB_DIST_B, AB_ROUNDS, AB_PATH, AB_RESULTS } = process.env;
if (!AB_RESULTS) throw new Error("Run the A/B with `npm run bench:ab` (AB_RESULTS is not set)");
const served = join(root, "web", "dist");
const dists = { A: AB_DIST_A, B: AB_DIST_B };
const url = `${HOSTING_URL}${AB_PATH}`;

const serve = (side) => {
  rmSync(served, { recursive: true, force: true });
  cpSync(dists[side], served, { recursive: true });
};

await waitFor(`${HOSTING_URL}/api/books/?limit=1`, { timeoutMs: 120_000 });
await runOrExit(process.execPath, [join(root, "functions", "lib", "seed.js")]);

const runs = [];
try {
  // Discarded: the first page load starts the Functions emulator's workers, seconds of CPU beside Chromium.
  serve("A");
  await lighthouseOnce(url);
  for (let round = 0; round < Number(AB_ROUNDS); round++) {
    for (const side of round % 2 ? ["B", "A"] : ["A", "B"]) {
      serve(side);
      const result = await lighthouseOnce(url);
      runs.push({ side, ...result });
      console.log(
        `[ab] ${side}: score ${result.score}, TBT ${Math.round(result.tbtMs)} ms, LCP ${Math.round(result.lcpMs)} ms, benchmarkIndex ${Math.round(result.benchmarkIndex)}, CPU ×${result.cpuSlowdownMultiplier.toFixed(1)}`,
      );
    }
  }
} finally {
  serve("B"); // web/dist is left as the working tree's build, as `npm run build` would leave it
}
writeFileSync(AB_RESULTS, JSON.stringify(runs, null, 2));
