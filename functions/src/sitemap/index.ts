// The sitemap's face: what the composition root and other features may import (never the feature's own files).
export { createSitemapRouter } from "./sitemap.router";
export { createSitemapService } from "./sitemap.service";
