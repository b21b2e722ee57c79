// The account feature's face: a shopper's own account (profile, e-mail, password, deletion). The composition root and other features import this file, never
// the feature's own files (the lint's zones hold them to it).
export { createAccountRouter } from "./account.router";
export { createAccountService } from "./account.service";
export { createShopperDocumentsRepository } from "./shopper-documents.repository";
export { createSignInAccountsRepository } from "./sign-in-accounts.repository";
