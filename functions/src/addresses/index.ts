// The address book's face: what the composition root and other features may import (never the feature's own files).
export { createAddressesRepository } from "./addresses.repository";
export { createAddressesRouter } from "./addresses.router";
export { createAddressesService } from "./addresses.service";
