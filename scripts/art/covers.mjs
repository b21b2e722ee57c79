// A seed book's cover (its category's art under its title and author) and the placeholder for a book without one.
import { ART, PALETTES } from "./category-art.mjs";
import { esc, layoutTitle, r, rngFrom, SANS, SERIF } from "./svg.mjs";

export function cover(book) {
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

export function placeholder() {
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
