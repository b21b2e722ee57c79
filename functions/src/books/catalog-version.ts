// The catalog's version marker, for the import's repositories; its home is catalog-version.repository.ts.
export { catalogChanged } from "./catalog-version.repository";
