// The account feature's face: what the composition root and other features may import (never the feature's own files).
export { createAccountRouter } from "./account.router";
export { createAccountService } from "./account.service";
export { createAnonymousAccountsRepository } from "./anonymous-accounts.repository";
export { createShopperDocumentsRepository } from "./shopper-documents.repository";
export { createSignInAccountsRepository } from "./sign-in-accounts.repository";
