// Adds up the JSON reports of vitest and Playwright runs into one pass/fail count.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./emulators.mjs";

export const resultsDir = join(root, ".cache", "test-results");

export function readResults() {
  let passed = 0;
  let failed = 0;
  if (!existsSync(resultsDir)) return { passed, failed };
  for (const file of readdirSync(resultsDir).filter((name) => name.endsWith(".json"))) {
    const report = JSON.parse(readFileSync(join(resultsDir, file), "utf8"));
    if ("numPassedTests" in report) {
      passed += report.numPassedTests;
      failed += report.numFailedTests;
    } else if (report.stats) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
    }
  }
  return { passed, failed };
}
