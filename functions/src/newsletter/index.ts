// The newsletter's face. The composition root and other features import this file, never
// the feature's own files (the lint's zones hold them to it).
export { createNewsletterTokens } from "./newsletter-tokens";
export { createNewsletterRepository } from "./newsletter.repository";
export { createNewsletterAdminRouter, createNewsletterRouter } from "./newsletter.router";
export { createNewsletterService } from "./newsletter.service";
export { createSignupBudgetRepository } from "./signup-budget.repository";
