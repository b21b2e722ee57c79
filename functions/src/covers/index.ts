// The covers' face: what the composition root and other features may import (never the feature's own files).
export { type CoverImage, processCover, processCoverInTurn } from "./cover-image";
export { type CoversRepository, coverCleanup, createCoversRepository } from "./covers.repository";
export { createBookCoverRouter, createCoverFilesRouter } from "./covers.router";
export { createCoversService } from "./covers.service";
