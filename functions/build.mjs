// Bundles the function with esbuild so that the shared contract (@bookstore/schema, a workspace package that
// Cloud Build cannot install) ships inside lib/. Real npm dependencies stay external and are installed by
// Cloud Functions from this folder's package.json.
// `--emulator` builds the emulator suite's entry (fault injection for the reliability tests) in place of the
// deployed one; `--outdir DIR` writes elsewhere than lib/.
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { emulator: { type: "boolean" }, outdir: { type: "string" } } });
const { dependencies } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

await build({
  entryPoints: {
    index: values.emulator ? "src/index.emulator.ts" : "src/index.ts",
    seed: "src/seed/cli.ts",
    maintain: "src/maintenance/cli.ts",
  },
  outdir: values.outdir ?? "lib",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: "warning",
});
