// What every drawing of the store's artwork uses: fonts, a seeded random source, rounding, escaping and the
// title's wrap. Everything is deterministic, so every run writes byte-identical files.

// Times-metric faces everywhere (Liberation Serif is metric-compatible), so the estimated title wrap holds.
export const SERIF = "'Times New Roman', Times, 'Liberation Serif', serif";
export const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";

function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded PRNG, so each cover differs but never changes between runs. */
export function rngFrom(seed) {
  let a = hash(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

export const r = (n) => Math.round(n);
export const f1 = (n) => Math.round(n * 10) / 10;

export function esc(text) {
  return String(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Greedy word wrap by an estimated character budget (bold Times is about 0.5em per character). */
function wrap(text, maxChars) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest title size whose wrapped lines fit the cover's text column (320px) in at most 4 lines. */
export function layoutTitle(title) {
  for (const size of [46, 42, 38, 34, 30, 27]) {
    const maxChars = Math.floor(320 / (size * 0.5));
    const lines = wrap(title, maxChars);
    if (lines.length <= 4 && lines.every((l) => l.length <= maxChars)) return { size, lines };
  }
  return { size: 24, lines: wrap(title, 23).slice(0, 5) };
}
