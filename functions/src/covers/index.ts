// The covers' face. The composition root and other features import this file, never
// the feature's own files (the lint's zones hold them to it).
export { processCover, processCoverInTurn } from "./cover-image";
export { type CoversRepository, coverCleanup, createCoversRepository } from "./covers.repository";
export { createBookCoverRouter, createCoverFilesRouter } from "./covers.router";
export { createCoversService } from "./covers.service";
