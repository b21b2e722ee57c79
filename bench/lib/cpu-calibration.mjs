// Lighthouse's mobile preset slows the CPU 4×, which emulates its reference phone only on a host whose
// benchmarkIndex is about 1,533: on a faster host (or in a quiet hour) the page gets a faster phone, on a busier
// one a slower phone, and the same build scores differently by the hour. Lighthouse's throttling guide
// (docs/throttling.md, "Calibrating multipliers") has a CPU throttling calculator for the multiplier that makes
// any host emulate the same phone; cpuSlowdownFor is its formula. Each run measures the host just before it.
import { chromium } from "@playwright/test";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";
import { median } from "./stats.mjs";

/** The slowdown that makes a host of this benchmarkIndex emulate Lighthouse's reference phone (1,533 → 4×). */
export function cpuSlowdownFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The host's benchmarkIndex now, as Lighthouse computes it (its own page function), median of `samples`. */
export async function measureBenchmarkIndex(samples = 3) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const values = [];
    for (let i = 0; i < samples; i++) {
      values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    }
    return median(values);
  } finally {
    await browser.close();
  }
}
