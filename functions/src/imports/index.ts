// The import engine's face: its service, its worker and their routers. The composition root and other features import this file, never
// the feature's own files (the lint's zones hold them to it).
export { createBookImportRouter } from "./book-import.router";
export { createBookImportService } from "./book-import.service";
export { createImportCatalogRepository } from "./import-catalog.repository";
export { createImportJobsRepository } from "./import-jobs.repository";
export { createImportMailsRepository } from "./import-mails.repository";
export { importSweep, importWorker, sweepImportJobs } from "./import-worker";
export { createImportsRouter } from "./imports.router";
export { type ImportJobsRepository, createImportsService } from "./imports.service";
