// What the home page downloads from the API on a cold load: every response under /api/.

/** @param load from recordPageLoad on the home page */
export function homeApiCost(load) {
  const api = load.responses.filter((r) => r.kind === "api");
  return {
    requests: api.map((r) => `${r.path}${new URL(r.url).search}`),
    transferBytes: api.reduce((sum, r) => sum + r.transferBytes, 0),
    bodyBytes: api.reduce((sum, r) => sum + r.bodyBytes, 0),
    encodings: [...new Set(api.map((r) => r.encoding ?? "none"))],
    failedRequests: load.failed.filter(({ url }) => new URL(url).pathname.startsWith("/api/")),
  };
}
