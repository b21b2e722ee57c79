// The rendered pages' face. The composition root and other features import this file, never
// the feature's own files (the lint's zones hold them to it).
export { createPageTemplateSource } from "./page-template";
export { createPagesRouter } from "./pages.router";
export { createPagesService } from "./pages.service";
