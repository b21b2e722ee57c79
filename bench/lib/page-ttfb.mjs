// Book pages served by the function (decision 011), through the Hosting emulator: time to first byte of a page
// the function keeps in memory, of one it renders afresh, and of the static index.html beside them; and the
// function's cold start with the renderer included (module load, as decision 005 measured it).
import { spawnSync } from "node:child_process";
import { request } from "node:http";
import { join } from "node:path";
import { median } from "./stats.mjs";

const SAMPLES = 40;
const WARM_UPS = 5;

/** Milliseconds from sending the request to the first byte of the answer (of the status expected). */
function firstByteMs(url, expected = 200) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { headers: { Connection: "close", Accept: "text/html" } }, (res) => {
      const ms = performance.now() - started;
      res.resume();
      res.on("end", () => (res.statusCode === expected ? resolve(ms) : reject(new Error(`${url}: ${res.statusCode}`))));
    });
    req.on("error", reject);
    req.end();
  });
}

async function sequential(urls, expected) {
  const times = [];
  for (const url of urls) times.push(await firstByteMs(url, expected));
  return { p50Ms: median(times), samples: times.length };
}

/** `bookIds`: books whose pages nobody asked for yet (each is rendered once: the misses), the first one warm. */
export async function measurePageTtfb(origin, bookIds) {
  const [warm, ...fresh] = bookIds;
  for (let i = 0; i < WARM_UPS; i++) {
    await firstByteMs(`${origin}/index.html`);
    await firstByteMs(`${origin}/books/${warm}`);
  }
  const repeat = (url) => Array.from({ length: SAMPLES }, () => url);
  return {
    staticIndex: await sequential(repeat(`${origin}/index.html`)),
    pageHit: await sequential(repeat(`${origin}/books/${warm}`)),
    pageMiss: await sequential(fresh.map((id) => `${origin}/books/${id}`)),
    // The function's floor on this suite: an address no route answers (a JSON 404, no database read), through the
    // same Hosting rewrite and Functions emulator hop as every page.
    functionFloor: await sequential(repeat(`${origin}/api/no-such-route`), 404),
  };
}

/** Loading the built function in a fresh Node process: the part of a cold start that the code decides. */
export function functionModuleLoad(root, runs = 3) {
  const script =
    "const t=performance.now();require(process.argv[1]);" +
    "console.log(JSON.stringify({ms:performance.now()-t,rssBytes:process.memoryUsage().rss}))";
  const samples = Array.from({ length: runs }, () => {
    const child = spawnSync(process.execPath, ["-e", script, join(root, "functions", "lib", "index.js")], {
      env: { ...process.env, GCLOUD_PROJECT: "demo-bookstore" },
      encoding: "utf8",
    });
    if (child.status !== 0) throw new Error(`Loading the function failed: ${child.stderr}`);
    return JSON.parse(child.stdout.trim().split("\n").at(-1));
  });
  return { ms: median(samples.map((s) => s.ms)), rssBytes: median(samples.map((s) => s.rssBytes)) };
}
