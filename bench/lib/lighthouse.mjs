// Lighthouse 12, default config (the mobile preset: Moto G Power emulation, simulated slow 4G and 4× CPU
// slowdown), each run in a fresh Debian Chromium. Figures are the median of the runs, metric by metric.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";

const FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run in a fresh Chromium. */
export async function lighthouseOnce(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
      tbtMs: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      fcpMs: lhr.audits["first-contentful-paint"].numericValue,
      speedIndexMs: lhr.audits["speed-index"].numericValue,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      // Where the time and the shifts come from, for whoever fixes a miss (kept in the raw JSON).
      lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      layoutShifts: (lhr.audits["layout-shifts"]?.details?.items ?? []).map((item) => ({
        score: item.score,
        element: item.node?.snippet,
      })),
    };
  } finally {
    await chrome.kill();
  }
}

export async function lighthouseMedian(url, runs = 3) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await lighthouseOnce(url));
  const pick = (key) => median(results.map((r) => r[key]));
  return {
    url,
    runs: results,
    score: pick("score"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    fcpMs: pick("fcpMs"),
    benchmarkIndex: pick("benchmarkIndex"),
  };
}
