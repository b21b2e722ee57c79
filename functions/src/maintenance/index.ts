// The maintenance commands' face: what the composition root and other features may import (never the feature's own files).
export { type SalesRecountRepository, createSalesRecountRepository } from "./sales-recount.repository";
