// The import engine's face: what the composition root and other features may import (never the feature's own files).
export { createBookImportService } from "./book-import.service";
export { createImportCatalogRepository } from "./import-catalog.repository";
export { createImportJobsRepository, type ImportJobsRepository } from "./import-jobs.repository";
export { createImportMailsRepository } from "./import-mails.repository";
export { importSweep, importWorker, sweepImportJobs } from "./import-functions";
export { createImportWorker, type ImportWorker } from "./import-worker";
export { createImportsRouter } from "./imports.router";
export { createImportsService } from "./imports.service";
