// The rendered pages' face: what the composition root and other features may import (never the feature's own files).
export { createPageTemplateSource } from "./page-template";
export { createPagesRouter } from "./pages.router";
export { createPagesService } from "./pages.service";
