// Lighthouse 12, default config (the mobile preset: Moto G Power emulation, simulated slow 4G) with the CPU
// slowdown calibrated to the host's speed just before each run (cpu-calibration.mjs), each run in a fresh Debian
// Chromium. Figures are the median of the runs, metric by metric.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";
import { cpuSlowdownFor, measureBenchmarkIndex } from "./cpu-calibration.mjs";
import { median } from "./stats.mjs";

const FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/**
 * The score the run would have had with no blocking time and no layout shift: the ceiling its paint timings
 * leave (on the home page, the product's 2 s first-load spinner holds FCP, Speed Index and LCP back).
 */
function ceilingScore(lhr) {
  const refs = lhr.categories.performance.auditRefs.filter((ref) => ref.weight > 0);
  const perfect = new Set(["total-blocking-time", "cumulative-layout-shift"]);
  const weighted = refs.reduce(
    (sum, ref) => sum + ref.weight * (perfect.has(ref.id) ? 1 : (lhr.audits[ref.id].score ?? 0)),
    0,
  );
  return Math.round((100 * weighted) / refs.reduce((sum, ref) => sum + ref.weight, 0));
}

const isScriptTask = (task) => /\.m?js(\?|$)/.test(task.url ?? "");

// A trace Lighthouse could not read (NO_NAVSTART, NO_FCP...) ends the run with "Please run Lighthouse again".
const ATTEMPTS = 3;
class LighthouseRuntimeError extends Error {}

/**
 * One Lighthouse run in a fresh Chromium, its CPU slowdown calibrated to the host just before; a run whose trace
 * Lighthouse could not read is run again, up to three attempts (`attempts` in the raw figures).
 */
export async function lighthouseOnce(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return { ...(await lighthouseAttempt(url)), attempts: attempt };
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === ATTEMPTS) throw error;
      console.error(`${error.message}: running it again (attempt ${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

async function lighthouseAttempt(url) {
  const hostBenchmarkIndex = await measureBenchmarkIndex();
  const cpuSlowdownMultiplier = cpuSlowdownFor(hostBenchmarkIndex);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      // Merged into the preset's throttling: only the CPU multiplier changes.
      throttling: { cpuSlowdownMultiplier },
    });
    const { lhr } = result;
    // Lighthouse lists the main thread's tasks of 50 ms and more, their durations at the calibrated slowdown.
    const longTasks = lhr.audits["long-tasks"]?.details?.items ?? [];
    if (lhr.runtimeError) {
      throw new LighthouseRuntimeError(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      ceilingScore: ceilingScore(lhr),
      lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
      tbtMs: lhr.audits["total-blocking-time"].numericValue,
      cls: lhr.audits["cumulative-layout-shift"].numericValue,
      fcpMs: lhr.audits["first-contentful-paint"].numericValue,
      speedIndexMs: lhr.audits["speed-index"].numericValue,
      longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration)),
      // The page's scripts' own: a blank page's first task (the browser setting the document up) alone can pass
      // 100 ms at a ×9 slowdown, and Lighthouse leaves it unattributed.
      longestScriptTaskMs: Math.max(0, ...longTasks.filter(isScriptTask).map((task) => task.duration)),
      // The host's speed measured before the run, the slowdown it gave, and Lighthouse's own measure in the run.
      hostBenchmarkIndex,
      cpuSlowdownMultiplier,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      // Where the time and the shifts come from, for whoever fixes a miss (kept in the raw JSON).
      lcpElement: lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      longTasks: longTasks.map((task) => ({ url: task.url, startMs: task.startTime, durationMs: task.duration })),
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
    ceilingScore: pick("ceilingScore"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    fcpMs: pick("fcpMs"),
    longestTaskMs: pick("longestTaskMs"),
    longestScriptTaskMs: pick("longestScriptTaskMs"),
    benchmarkIndex: pick("benchmarkIndex"),
    cpuSlowdownMultiplier: pick("cpuSlowdownMultiplier"),
  };
}
