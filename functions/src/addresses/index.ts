// The address book's face. The composition root and other features import this file, never
// the feature's own files (the lint's zones hold them to it).
export { createAddressesRepository } from "./addresses.repository";
export { createAddressesRouter } from "./addresses.router";
export { createAddressesService } from "./addresses.service";
