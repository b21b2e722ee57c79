// Each category's palettes and its art, drawn on a cover's 400x600 canvas from the book's seeded random source.
import { f1, r } from "./svg.mjs";

export const PALETTES = {
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

export const ART = {
  business: artBusiness,
  technology: artTechnology,
  fiction: artFiction,
  horror: artHorror,
  adventure: artAdventure,
};
