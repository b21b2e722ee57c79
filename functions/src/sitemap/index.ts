// The sitemap's face. The composition root and other features import this file, never
// the feature's own files (the lint's zones hold them to it).
export { createSitemapRouter } from "./sitemap.router";
export { createSitemapService } from "./sitemap.service";
