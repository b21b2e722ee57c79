// The maintenance commands' face: what the seed shares of them. The composition root and other features import this file, never
// the feature's own files (the lint's zones hold them to it).
export { type SalesRecountRepository, createSalesRecountRepository } from "./sales-recount.repository";
