// Which addresses Hosting hands to the function and which are the app's pages, as one list each. Hosting's
// patterns are RE2 (no look-ahead), so "every path but these" is spelled out character by character; firebase.json
// holds the result, and a test keeps it equal to what these lists give (`node scripts/hosting-paths.mjs` prints it).

/** Served by the function: the API, the sitemap, and the pages rendered with their content. */
export const FUNCTION_PREFIXES = ["api/", "sitemap", "books/", "authors/"];
/** Files of the build with a year-long cache of their own. */
export const ASSET_PREFIXES = ["assets/"];

// Prefixes hold letters, digits, "/" and "-" only; a "-" or "]" in a class would need care.
const escape = (char) => char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An RE2 pattern for the paths that do not start with `/` + any of `prefixes`. */
export function pathsNotUnder(prefixes) {
  const alternatives = [];
  const visit = (start) => {
    const next = [
      ...new Set(prefixes.filter((p) => p.startsWith(start) && p.length > start.length).map((p) => p[start.length])),
    ];
    const ended = prefixes.includes(start);
    if (ended) return;
    alternatives.push(`${[...start].map(escape).join("")}$`);
    alternatives.push(`${[...start].map(escape).join("")}[^${next.map(escape).join("")}]`);
    for (const char of next) visit(start + char);
  };
  visit("");
  // The root itself is written `$` and its first alternative `[^…]`, as Hosting's own examples do.
  return `^/(?:${alternatives.join("|")})`;
}

/** The three patterns of firebase.json: page headers, the pages' no-cache, and the app's fallback. */
export const hostingPatterns = () => ({
  pageHeaders: pathsNotUnder(FUNCTION_PREFIXES),
  pageCache: pathsNotUnder([...FUNCTION_PREFIXES, ...ASSET_PREFIXES]),
  appFallback: pathsNotUnder([...FUNCTION_PREFIXES, ...ASSET_PREFIXES]),
});

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(hostingPatterns(), null, 2));
