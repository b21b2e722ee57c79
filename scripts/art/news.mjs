// The news images (800x450) of the home page's stories.
import { esc, r, rngFrom } from "./svg.mjs";

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

export function newsBookFair() {
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

export function newsInterview() {
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

export function newsFestival() {
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

export function newsStoreOpening() {
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

export function newsAward() {
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
