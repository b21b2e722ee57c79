#!/usr/bin/env node
// Generates the store's own artwork (no dependencies, deterministic):
//   web/public/covers/<id>.svg      one cover per seed book (functions/src/seed/catalog.json)
//   web/public/covers/placeholder.svg
//   web/public/news/news-1.svg .. news-5.svg
// Usage: node scripts/generate-art.mjs
// Every run writes byte-identical files: all variation is seeded from the book id.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const coversDir = join(root, "web", "public", "covers");
const newsDir = join(root, "web", "public", "news");
const MAX_BYTES = 6000;

// Times-metric faces everywhere (Liberation Serif is metric-compatible), so the estimated title wrap holds.
const SERIF = "'Times New Roman', Times, 'Liberation Serif', serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";

// ---------- helpers ----------

function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded PRNG, so each cover differs but never changes between runs. */
function rngFrom(seed) {
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

const r = (n) => Math.round(n);
const f1 = (n) => Math.round(n * 10) / 10;

function esc(text) {
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
function layoutTitle(title) {
  for (const size of [46, 42, 38, 34, 30, 27]) {
    const maxChars = Math.floor(320 / (size * 0.5));
    const lines = wrap(title, maxChars);
    if (lines.length <= 4 && lines.every((l) => l.length <= maxChars)) return { size, lines };
  }
  return { size: 24, lines: wrap(title, 23).slice(0, 5) };
}

// ---------- palettes ----------

const PALETTES = {
  business: [
    { sky: ["#0f2a44", "#21597a"], accents: ["#e8b04b", "#3fb8af", "#f3e9d2"], label: "#e8b04b" },
    { sky: ["#1b2638", "#35506e"], accents: ["#f2c46d", "#7fd1c7", "#ffffff"], label: "#f2c46d" },
    { sky: ["#123b3a", "#2c6e63"], accents: ["#f0b95a", "#bfe3d0", "#fef6e4"], label: "#f0b95a" },
  ],
  technology: [
    { sky: ["#0b1026", "#1b2a6b"], accents: ["#38e1ff", "#8b5cf6", "#a3e635"], label: "#38e1ff" },
    { sky: ["#071a1f", "#0f4c5c"], accents: ["#5eead4", "#38bdf8", "#facc15"], label: "#5eead4" },
    { sky: ["#160b2e", "#3b1f78"], accents: ["#f472b6", "#60a5fa", "#c4b5fd"], label: "#f472b6" },
  ],
  fiction: [
    { sky: ["#4a2145", "#c0576b"], accents: ["#ffb38a", "#ff7aa2", "#ffe8d6"], label: "#ffd2b8" },
    { sky: ["#1f3a5f", "#6d8fb8"], accents: ["#f9d77e", "#f5a3b8", "#e8f1ff"], label: "#f9d77e" },
    { sky: ["#2e4a3a", "#7fa27a"], accents: ["#f6e7b0", "#e98a6b", "#fff8e7"], label: "#f6e7b0" },
  ],
  horror: [
    { sky: ["#060608", "#3a0d12"], accents: ["#b3122e", "#d8d2c4", "#5e5a66"], label: "#e0455b" },
    { sky: ["#05090c", "#1d3038"], accents: ["#7ec8a9", "#cfd8d3", "#3e5a60"], label: "#8fe0bd" },
    { sky: ["#0c0710", "#33183d"], accents: ["#d9a441", "#e6e0d4", "#54406a"], label: "#e8b65a" },
  ],
  adventure: [
    { sky: ["#1f4e5f", "#f0a35e"], accents: ["#ffd27a", "#2f5d50", "#173a33"], label: "#ffd27a" },
    { sky: ["#2a2350", "#e8795a"], accents: ["#ffe08a", "#6b3f5f", "#2d1d3b"], label: "#ffe08a" },
    { sky: ["#174a6b", "#8fd0d9"], accents: ["#fff1b8", "#3e7a6e", "#1f4a44"], label: "#fff1b8" },
  ],
};

// ---------- category art (drawn on a 400x600 canvas) ----------

function artBusiness(rng, p) {
  const [gold, teal, cream] = p.accents;
  let out = `<g stroke="${cream}" stroke-opacity=".08">`;
  for (let y = 260; y < 600; y += 40) out += `<path d="M0 ${y}H400"/>`;
  out += "</g>";
  const cx = rng.range(250, 330);
  const cy = rng.range(300, 360);
  const rad = rng.range(70, 110);
  out += `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}" fill="${gold}" fill-opacity=".16"/>`;
  out += `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad + 18)}" fill="none" stroke="${gold}" stroke-opacity=".35" stroke-width="2"/>`;
  const bars = rng.int(5, 7);
  const w = 300 / bars;
  let h = rng.range(40, 70);
  const points = [];
  for (let i = 0; i < bars; i++) {
    h += rng.range(10, 38);
    const x = 50 + i * w;
    out += `<rect x="${r(x + 4)}" y="${r(560 - h)}" width="${r(w - 10)}" height="${r(h)}" fill="${i % 2 ? teal : cream}" fill-opacity="${i % 2 ? 0.55 : 0.22}"/>`;
    points.push([x + w / 2, 560 - h - rng.range(18, 40)]);
  }
  out += `<polyline points="${points.map(([x, y]) => `${r(x)},${r(y)}`).join(" ")}" fill="none" stroke="${gold}" stroke-width="4" stroke-linejoin="round"/>`;
  for (const [x, y] of points) out += `<circle cx="${r(x)}" cy="${r(y)}" r="5" fill="${gold}"/>`;
  out += `<rect x="40" y="560" width="320" height="2" fill="${cream}" fill-opacity=".5"/>`;
  return out;
}

function artTechnology(rng, p) {
  const [a, b, c] = p.accents;
  let out = `<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="1.8" fill="${a}" fill-opacity=".22"/></pattern><rect y="240" width="400" height="360" fill="url(#dots)"/>`;
  const cx = rng.range(150, 260);
  const cy = rng.range(380, 440);
  for (let i = 0; i < 4; i++) {
    const rad = 36 + i * 30;
    const dash = `${r(rng.range(20, 90))} ${r(rng.range(8, 30))}`;
    out += `<circle cx="${r(cx)}" cy="${r(cy)}" r="${rad}" fill="none" stroke="${i % 2 ? b : a}" stroke-opacity="${0.75 - i * 0.13}" stroke-width="${i === 0 ? 6 : 3}" stroke-dasharray="${dash}"/>`;
  }
  out += `<circle cx="${r(cx)}" cy="${r(cy)}" r="16" fill="${c}"/>`;
  out += `<g fill="none" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">`;
  const ends = [];
  for (let i = 0; i < 6; i++) {
    let x = rng.pick([0, 400]);
    let y = rng.range(260, 580);
    let d = `M${x} ${r(y)}`;
    const steps = rng.int(2, 3);
    for (let s = 0; s < steps; s++) {
      x = x === 0 || x < cx ? x + rng.range(40, 90) : x - rng.range(40, 90);
      d += `H${r(x)}`;
      const ny = Math.min(585, Math.max(265, y + rng.range(-50, 50)));
      const dy = ny - y;
      x += x < cx ? Math.abs(dy) : -Math.abs(dy);
      y = ny;
      d += `L${r(x)} ${r(y)}`;
    }
    out += `<path d="${d}" stroke="${i % 3 === 0 ? c : i % 2 ? a : b}" stroke-opacity=".8"/>`;
    ends.push([x, y, i % 2 ? a : b]);
  }
  out += "</g>";
  for (const [x, y, col] of ends)
    out += `<circle cx="${r(x)}" cy="${r(y)}" r="6" fill="${p.sky[0]}" stroke="${col}" stroke-width="3"/>`;
  return out;
}

function artFiction(rng, p) {
  const [a, b, c] = p.accents;
  let out = "";
  for (let i = 0; i < 9; i++) {
    const col = rng.pick([a, b, c]);
    out += `<circle cx="${r(rng.range(20, 380))}" cy="${r(rng.range(320, 570))}" r="${r(rng.range(12, 56))}" fill="${col}" fill-opacity="${f1(rng.range(0.12, 0.4))}"/>`;
  }
  for (let i = 0; i < 3; i++) {
    const base = 430 + i * 50 + rng.range(-15, 15);
    const amp = rng.range(25, 55);
    const d = `M0 ${r(base)}C${r(rng.range(80, 140))} ${r(base - amp)} ${r(rng.range(200, 260))} ${r(base + amp)} 400 ${r(base - rng.range(-20, 30))}V600H0Z`;
    out += `<path d="${d}" fill="${[c, b, a][i]}" fill-opacity="${[0.18, 0.3, 0.45][i]}"/>`;
  }
  const sx = rng.range(90, 310);
  const sy = rng.range(280, 340);
  out += `<path d="M${r(sx)} ${r(sy - 22)}L${r(sx + 6)} ${r(sy - 6)}L${r(sx + 22)} ${r(sy)}L${r(sx + 6)} ${r(sy + 6)}L${r(sx)} ${r(sy + 22)}L${r(sx - 6)} ${r(sy + 6)}L${r(sx - 22)} ${r(sy)}L${r(sx - 6)} ${r(sy - 6)}Z" fill="${c}" fill-opacity=".9"/>`;
  return out;
}

function tree(rng, x, y, angle, len, depth) {
  if (depth === 0 || len < 6) return "";
  const x2 = x + Math.cos(angle) * len;
  const y2 = y + Math.sin(angle) * len;
  let d = `M${r(x)} ${r(y)}L${r(x2)} ${r(y2)}`;
  d += tree(rng, x2, y2, angle - rng.range(0.25, 0.6), len * rng.range(0.62, 0.78), depth - 1);
  d += tree(rng, x2, y2, angle + rng.range(0.25, 0.6), len * rng.range(0.62, 0.78), depth - 1);
  return d;
}

function artHorror(rng, p) {
  const [blood, bone, ash] = p.accents;
  const mx = rng.range(110, 290);
  const my = rng.range(290, 340);
  let out = `<circle cx="${r(mx)}" cy="${r(my)}" r="110" fill="url(#halo)"/>`;
  out += `<circle cx="${r(mx)}" cy="${r(my)}" r="${r(rng.range(48, 62))}" fill="${bone}" fill-opacity=".92"/>`;
  out += `<circle cx="${r(mx + rng.range(-18, 18))}" cy="${r(my + rng.range(-14, 14))}" r="9" fill="${ash}" fill-opacity=".35"/>`;
  for (let i = 0; i < 3; i++) {
    out += `<ellipse cx="${r(rng.range(60, 340))}" cy="${r(rng.range(400, 470))}" rx="${r(rng.range(110, 190))}" ry="${r(rng.range(10, 20))}" fill="${bone}" fill-opacity=".07"/>`;
  }
  let hill = "M0 600V520";
  for (let x = 0; x <= 400; x += 40) hill += `L${x} ${r(rng.range(500, 535))}`;
  hill += "V600Z";
  const tx = rng.pick([80, 320]) + rng.range(-20, 20);
  out += `<path d="${tree(rng, tx, 520, -Math.PI / 2 + rng.range(-0.12, 0.12), rng.range(70, 90), 6)}" stroke="#000" stroke-width="3" stroke-linecap="round" fill="none"/>`;
  out += `<path d="${hill}" fill="#000"/>`;
  out += `<path d="M0 600V560L400 545V600Z" fill="${blood}" fill-opacity=".25"/>`;
  let drips = "";
  for (let i = 0; i < 5; i++) {
    const x = rng.range(140, 380);
    const len = rng.range(18, 60);
    drips += `M${r(x)} 0V${r(len)}`;
  }
  out += `<path d="${drips}" stroke="${blood}" stroke-width="4" stroke-linecap="round" stroke-opacity=".7"/>`;
  return out;
}

function artAdventure(rng, p) {
  const [sun, mid, far] = p.accents;
  const sx = rng.range(90, 310);
  const sy = rng.range(330, 390);
  let out = `<circle cx="${r(sx)}" cy="${r(sy)}" r="${r(rng.range(44, 64))}" fill="${sun}" fill-opacity=".9"/>`;
  out += `<circle cx="${r(sx)}" cy="${r(sy)}" r="95" fill="${sun}" fill-opacity=".15"/>`;
  const layers = [
    { base: 430, amp: 90, col: "#ffffff", op: 0.18 },
    { base: 480, amp: 80, col: mid, op: 0.75 },
    { base: 540, amp: 60, col: far, op: 1 },
  ];
  for (const layer of layers) {
    let d = `M0 600V${r(layer.base)}`;
    let x = 0;
    while (x < 400) {
      const peak = rng.range(50, 110);
      d += `L${r(x + peak / 2)} ${r(layer.base - rng.range(layer.amp * 0.4, layer.amp))}`;
      x += peak;
      d += `L${r(Math.min(x, 400))} ${r(layer.base - rng.range(0, 25))}`;
    }
    d += "V600Z";
    out += `<path d="${d}" fill="${layer.col}" fill-opacity="${layer.op}"/>`;
  }
  const px = rng.range(160, 240);
  out += `<path d="M${r(px)} 600C${r(px - 60)} 570 ${r(px + 70)} 560 ${r(px + 10)} 530" fill="none" stroke="${sun}" stroke-width="3" stroke-dasharray="8 8" stroke-opacity=".8"/>`;
  let birds = "";
  for (let i = 0; i < 3; i++) {
    const bx = rng.range(60, 340);
    const by = rng.range(250, 300);
    const s = rng.range(7, 12);
    birds += `M${r(bx - s)} ${r(by - s / 2)}Q${r(bx - s / 2)} ${r(by - s)} ${r(bx)} ${r(by)}Q${r(bx + s / 2)} ${r(by - s)} ${r(bx + s)} ${r(by - s / 2)}`;
  }
  out += `<path d="${birds}" fill="none" stroke="${far}" stroke-width="2.5" stroke-linecap="round"/>`;
  return out;
}

const ART = {
  business: artBusiness,
  technology: artTechnology,
  fiction: artFiction,
  horror: artHorror,
  adventure: artAdventure,
};

// ---------- covers ----------

function cover(book) {
  const rng = rngFrom(book.id);
  const palette = rng.pick(PALETTES[book.category]);
  const angle = rng.int(0, 3);
  const [x2, y2] = [
    ["0", "1"],
    ["1", "1"],
    [".3", "1"],
    [".7", "1"],
  ][angle];
  const { size, lines } = layoutTitle(book.title);
  const lineHeight = Math.round(size * 1.12);
  const titleTop = 112 + size * 0.8;
  const art = ART[book.category](rng, palette);
  const titleText = lines
    .map((line, i) => `<tspan x="44" y="${r(titleTop + i * lineHeight)}">${esc(line)}</tspan>`)
    .join("");
  const author = book.author
    ? `<text x="44" y="560" font-family="${SANS}" font-size="19" letter-spacing="2" fill="#fff" filter="url(#s)">${esc(book.author.toUpperCase())}</text>`
    : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600" role="img" aria-label="${esc(book.title)}${book.author ? ` by ${esc(book.author)}` : ""}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity=".45"/><stop offset=".42" stop-color="#000" stop-opacity="0"/><stop offset=".82" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${book.author ? ".5" : "0"}"/></linearGradient>
<radialGradient id="halo"><stop offset=".4" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<filter id="s" x="-10%" y="-20%" width="120%" height="140%"><feDropShadow dx="0" dy="2" stdDeviation="2.5" flood-color="#000" flood-opacity=".55"/></filter>
<clipPath id="clip"><rect width="400" height="600"/></clipPath></defs>
<g clip-path="url(#clip)">
<rect width="400" height="600" fill="url(#bg)"/>
${art}
<rect width="400" height="600" fill="url(#shade)"/>
</g>
<rect width="16" height="600" fill="#000" fill-opacity=".28"/><rect x="16" width="2" height="600" fill="#fff" fill-opacity=".18"/>
<text x="44" y="64" font-family="${SANS}" font-size="14" font-weight="700" letter-spacing="4" fill="${palette.label}">${esc(book.category.toUpperCase())}</text>
<rect x="44" y="76" width="48" height="3" fill="${palette.label}"/>
<text font-family="${SERIF}" font-size="${size}" font-weight="700" fill="#fff" filter="url(#s)">${titleText}</text>
${author}
</svg>
`;
}

function placeholder() {
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600" role="img" aria-label="No cover">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1f3f6"/><stop offset="1" stop-color="#d5dbe3"/></linearGradient></defs>
<rect width="400" height="600" fill="url(#bg)"/>
<rect width="16" height="600" fill="#000" fill-opacity=".08"/><rect x="16" width="2" height="600" fill="#fff" fill-opacity=".6"/>
<rect x="36" y="24" width="340" height="552" rx="6" fill="none" stroke="#9aa5b4" stroke-opacity=".45" stroke-width="2" stroke-dasharray="10 8"/>
<g fill="none" stroke="#8592a3" stroke-width="8" stroke-linejoin="round" stroke-linecap="round">
<path d="M200 236C176 218 142 212 112 216V340C142 336 176 342 200 360C224 342 258 336 288 340V216C258 212 224 218 200 236Z"/>
<path d="M200 236V360"/></g>
<g stroke="#8592a3" stroke-opacity=".55" stroke-width="5" stroke-linecap="round"><path d="M132 250C150 248 168 252 182 260M132 276C150 274 168 278 182 286M132 302C150 300 168 304 182 312M218 260C232 252 250 248 268 250M218 286C232 278 250 274 268 276M218 312C232 304 250 300 268 302"/></g>
<text x="206" y="420" text-anchor="middle" font-family="${SANS}" font-size="30" font-weight="700" letter-spacing="3" fill="#6b7788">NO COVER</text>
<text x="206" y="452" text-anchor="middle" font-family="${SANS}" font-size="16" letter-spacing="1" fill="#8592a3">image not available</text>
</svg>
`;
}

// ---------- news images (800x450) ----------

function newsSvg(label, defs, body) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450" role="img" aria-label="${esc(label)}">
<defs>${defs}<clipPath id="clip"><rect width="800" height="450"/></clipPath></defs>
<g clip-path="url(#clip)">
${body}
</g>
</svg>
`;
}

function newsBookFair() {
  const rng = rngFrom("news-1");
  let body = `<rect width="800" height="450" fill="url(#bg)"/>`;
  body += `<circle cx="640" cy="110" r="60" fill="#ffe29a" fill-opacity=".9"/>`;
  const colors = ["#e4572e", "#29335c", "#f3a712", "#17bebb", "#a8c686"];
  let flags = "";
  for (let i = 0; i < 15; i++) {
    const x = 10 + i * 54;
    const y = 60 + Math.sin(i / 2.4) * 18;
    flags += `<path d="M${x} ${r(y)}L${x + 40} ${r(y + 2)}L${x + 20} ${r(y + 40)}Z" fill="${colors[i % 5]}"/>`;
  }
  body += `<path d="M0 60Q400 110 800 60" fill="none" stroke="#29335c" stroke-width="2"/>${flags}`;
  for (let i = 0; i < 4; i++) {
    const x = 30 + i * 190;
    const col = colors[i % 5];
    body += `<path d="M${x} 230L${x + 80} 150L${x + 160} 230Z" fill="${col}"/>`;
    body += `<rect x="${x + 10}" y="230" width="140" height="130" fill="#fff8ec"/>`;
    body += `<path d="M${x + 10} 230h140v16h-140z" fill="${col}" fill-opacity=".6"/>`;
    let spines = "";
    let bx = x + 20;
    while (bx < x + 140) {
      const w = rng.int(8, 16);
      const h = rng.int(34, 56);
      spines += `<rect x="${bx}" y="${330 - h}" width="${w - 2}" height="${h}" fill="${rng.pick(colors)}"/>`;
      bx += w;
    }
    body += spines;
  }
  body += `<rect y="360" width="800" height="90" fill="#29335c"/>`;
  for (let i = 0; i < 7; i++) {
    const x = 40 + i * 110 + rng.int(-10, 10);
    body += `<circle cx="${x}" cy="${rng.int(372, 390)}" r="14" fill="#f6e6cb" fill-opacity=".85"/><rect x="${x - 16}" y="${rng.int(392, 402)}" width="32" height="60" rx="14" fill="${rng.pick(colors)}"/>`;
  }
  return newsSvg(
    "Book fair",
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfe3ef"/><stop offset="1" stop-color="#fdf1d6"/></linearGradient>`,
    body,
  );
}

function newsInterview() {
  let body = `<rect width="800" height="450" fill="url(#bg)"/>`;
  body += `<circle cx="140" cy="90" r="160" fill="#ff8a65" fill-opacity=".18"/><circle cx="700" cy="400" r="190" fill="#7ec8e3" fill-opacity=".18"/>`;
  body += `<path d="M120 110h300a30 30 0 0 1 30 30v110a30 30 0 0 1-30 30H230l-60 50v-50h-50a30 30 0 0 1-30-30V140a30 30 0 0 1 30-30z" fill="#fff" fill-opacity=".92"/>`;
  body += `<g stroke="#1e3a5f" stroke-width="10" stroke-linecap="round" stroke-opacity=".55"><path d="M140 160h240M140 195h270M140 230h180"/></g>`;
  body += `<path d="M410 180h250a30 30 0 0 1 30 30v90a30 30 0 0 1-30 30h-40v46l-56-46H410a30 30 0 0 1-30-30v-90a30 30 0 0 1 30-30z" fill="#ff8a65"/>`;
  body += `<g fill="#fff"><circle cx="480" cy="255" r="12"/><circle cx="530" cy="255" r="12"/><circle cx="580" cy="255" r="12"/></g>`;
  body += `<g transform="translate(690 60)"><rect x="-22" y="0" width="44" height="80" rx="22" fill="#1e3a5f"/><path d="M-38 50a38 38 0 0 0 76 0" fill="none" stroke="#1e3a5f" stroke-width="7"/><path d="M0 88v30M-24 120h48" stroke="#1e3a5f" stroke-width="7" stroke-linecap="round"/><g stroke="#7ec8e3" stroke-width="3"><path d="M-22 22h44M-22 36h44M-22 50h44"/></g></g>`;
  body += `<rect y="410" width="800" height="40" fill="#1e3a5f"/>`;
  return newsSvg(
    "Author interview",
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e8f1f8"/><stop offset="1" stop-color="#cfe0ee"/></linearGradient>`,
    body,
  );
}

function newsFestival() {
  const rng = rngFrom("news-3");
  let body = `<rect width="800" height="450" fill="url(#bg)"/>`;
  let rays = "";
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    rays += `M${r(400 + Math.cos(a) * 95)} ${r(300 + Math.sin(a) * 95)}L${r(400 + Math.cos(a) * 150)} ${r(300 + Math.sin(a) * 150)}`;
  }
  body += `<path d="${rays}" stroke="#ffd166" stroke-width="8" stroke-linecap="round" stroke-opacity=".7"/><circle cx="400" cy="300" r="80" fill="#ffd166"/>`;
  let books = "";
  for (let i = 0; i < 7; i++) {
    const x = 90 + i * 100 + rng.range(-20, 20);
    const y = rng.range(50, 170);
    const s = rng.range(18, 34);
    books += `<path d="M${r(x)} ${r(y)}Q${r(x - s)} ${r(y - s * 0.8)} ${r(x - s * 1.8)} ${r(y - s * 0.3)}L${r(x - s * 1.6)} ${r(y + s * 0.5)}Q${r(x - s * 0.9)} ${r(y)} ${r(x)} ${r(y + s * 0.6)}Q${r(x + s * 0.9)} ${r(y)} ${r(x + s * 1.6)} ${r(y + s * 0.5)}L${r(x + s * 1.8)} ${r(y - s * 0.3)}Q${r(x + s)} ${r(y - s * 0.8)} ${r(x)} ${r(y)}Z"/>`;
  }
  body += `<g fill="#fff" fill-opacity=".92">${books}</g>`;
  let confetti = "";
  const colors = ["#ef476f", "#06d6a0", "#118ab2", "#ffd166", "#fff"];
  for (let i = 0; i < 30; i++) {
    const x = rng.int(10, 790);
    const y = rng.int(10, 260);
    confetti += `<rect x="${x}" y="${y}" width="9" height="4" fill="${rng.pick(colors)}" transform="rotate(${rng.int(0, 180)} ${x} ${y})"/>`;
  }
  body += `<g>${confetti}</g>`;
  body += `<path d="M0 330Q200 270 420 330T800 320V450H0Z" fill="#06d6a0"/><path d="M0 380Q260 330 520 385T800 370V450H0Z" fill="#118ab2"/>`;
  body += `<path d="M100 390l40-60 40 60zM620 400l50-70 50 70z" fill="#ef476f"/>`;
  return newsSvg(
    "Reading festival",
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a0ca3"/><stop offset="1" stop-color="#f77f00"/></linearGradient>`,
    body,
  );
}

function newsStoreOpening() {
  const rng = rngFrom("news-4");
  let body = `<rect width="800" height="450" fill="url(#bg)"/><rect y="380" width="800" height="70" fill="#b8b1a4"/>`;
  body += `<rect x="170" y="90" width="460" height="290" fill="#f4efe6"/><rect x="170" y="70" width="460" height="34" fill="#2f4858"/>`;
  let awning = "";
  for (let i = 0; i < 10; i++)
    awning += `<path d="M${170 + i * 46} 104h46v40a23 23 0 0 1-46 0z" fill="${i % 2 ? "#fff" : "#d1495b"}"/>`;
  body += awning;
  body += `<rect x="200" y="180" width="240" height="170" fill="#cfe8ef" stroke="#2f4858" stroke-width="6"/>`;
  for (let shelf = 0; shelf < 2; shelf++) {
    let x = 212;
    const base = 255 + shelf * 80;
    body += `<rect x="203" y="${base}" width="234" height="5" fill="#2f4858"/>`;
    while (x < 420) {
      const w = rng.int(10, 18);
      const h = rng.int(40, 62);
      body += `<rect x="${x}" y="${base - h}" width="${w - 2}" height="${h}" fill="${rng.pick(["#d1495b", "#edae49", "#00798c", "#30638e", "#66a182"])}"/>`;
      x += w;
    }
  }
  body += `<rect x="480" y="190" width="110" height="190" fill="#2f4858"/><circle cx="572" cy="290" r="5" fill="#edae49"/>`;
  body += `<path d="M150 300H650" stroke="#d1495b" stroke-width="12"/><path d="M400 300l-46-30v60zM400 300l46-30v60z" fill="#d1495b"/><circle cx="400" cy="300" r="12" fill="#a8324a"/>`;
  body += `<path d="M396 306l-20 60 14-6 8 14zM404 306l20 60-14-6-8 14z" fill="#a8324a"/>`;
  let stars = "";
  for (let i = 0; i < 12; i++) {
    const x = rng.int(20, 780);
    const y = rng.int(15, 60);
    stars += `<circle cx="${x}" cy="${y}" r="${rng.int(3, 6)}" fill="${rng.pick(["#d1495b", "#edae49", "#00798c"])}"/>`;
  }
  body += stars;
  return newsSvg(
    "New store opening",
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbe7c6"/><stop offset="1" stop-color="#f6c89f"/></linearGradient>`,
    body,
  );
}

function newsAward() {
  let leaves = "";
  for (const side of [-1, 1]) {
    for (let i = 0; i < 9; i++) {
      const a = Math.PI / 2 + side * (0.35 + i * 0.27);
      const x = 400 + Math.cos(a) * 150;
      const y = 220 + Math.sin(a) * 150;
      const rot = (a * 180) / Math.PI + (side > 0 ? -90 : 90) + side * 30;
      leaves += `<ellipse cx="${r(x)}" cy="${r(y)}" rx="11" ry="26" transform="rotate(${r(rot)} ${r(x)} ${r(y)})"/>`;
    }
  }
  let body = `<rect width="800" height="450" fill="url(#bg)"/>`;
  body += `<circle cx="400" cy="220" r="230" fill="url(#glow)"/>`;
  body += `<g fill="#e9c46a">${leaves}</g>`;
  body += `<path d="M360 330l-30 100 40-22 20 38 10-116zM440 330l30 100-40-22-20 38-10-116z" fill="#e76f51"/>`;
  body += `<circle cx="400" cy="220" r="92" fill="#e9c46a"/><circle cx="400" cy="220" r="76" fill="none" stroke="#fff3c4" stroke-width="4"/>`;
  let star = "M";
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rad = i % 2 ? 24 : 56;
    star += `${r(400 + Math.cos(a) * rad)} ${r(220 + Math.sin(a) * rad)}${i < 9 ? "L" : "Z"}`;
  }
  body += `<path d="${star}" fill="#fff3c4"/>`;
  body += `<g fill="#e9c46a" fill-opacity=".6"><circle cx="120" cy="80" r="4"/><circle cx="680" cy="110" r="5"/><circle cx="160" cy="360" r="3"/><circle cx="640" cy="370" r="4"/><circle cx="720" cy="240" r="3"/><circle cx="80" cy="230" r="5"/></g>`;
  return newsSvg(
    "Literary award",
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#14324a"/><stop offset="1" stop-color="#1f5a4e"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="#e9c46a" stop-opacity=".35"/><stop offset="1" stop-color="#e9c46a" stop-opacity="0"/></radialGradient>`,
    body,
  );
}

// ---------- write ----------

function write(path, svg) {
  const bytes = Buffer.byteLength(svg, "utf8");
  if (bytes > MAX_BYTES) throw new Error(`${path} is ${bytes} bytes, over the ${MAX_BYTES} byte budget`);
  writeFileSync(path, svg);
  return bytes;
}

const books = JSON.parse(readFileSync(join(root, "functions", "src", "seed", "catalog.json"), "utf8"));
if (!Array.isArray(books) || books.length === 0) throw new Error("catalog.json holds no books");
mkdirSync(coversDir, { recursive: true });
mkdirSync(newsDir, { recursive: true });

let largest = 0;
for (const book of books) {
  if (!/^[a-z0-9-]+$/.test(book.id) || !PALETTES[book.category])
    throw new Error(`Unexpected book ${JSON.stringify(book.id)}`);
  largest = Math.max(largest, write(join(coversDir, `${book.id}.svg`), cover(book)));
}
write(join(coversDir, "placeholder.svg"), placeholder());
const news = [newsBookFair, newsInterview, newsFestival, newsStoreOpening, newsAward];
news.forEach((draw, i) => {
  largest = Math.max(largest, write(join(newsDir, `news-${i + 1}.svg`), draw()));
});
console.log(`Wrote ${books.length} covers, a placeholder and ${news.length} news images (largest ${largest} bytes).`);
