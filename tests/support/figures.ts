import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// Beside the JSON reports scripts/test.mjs collects (a subfolder, so they are not counted as test reports);
// docs/reliability.md quotes them from the last `npm test`.
const FIGURES_DIR = fileURLToPath(new URL("../../.cache/test-results/reliability/", import.meta.url));

export interface ReliabilityFigures {
  requests: number;
  faultsInjected: number;
  ordersLost: number;
  ordersDoubled: number;
}

export function recordFigures(suite: string, figures: Partial<ReliabilityFigures>) {
  mkdirSync(FIGURES_DIR, { recursive: true });
  const full: ReliabilityFigures = { requests: 0, faultsInjected: 0, ordersLost: 0, ordersDoubled: 0, ...figures };
  writeFileSync(`${FIGURES_DIR}${suite}.json`, `${JSON.stringify(full, null, 2)}\n`);
}
