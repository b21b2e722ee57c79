// The newsletter's face: what the composition root and other features may import (never the feature's own files).
export { createNewsletterTokens } from "./newsletter-tokens";
export { createNewsletterRepository } from "./newsletter.repository";
export { createNewsletterAdminRouter, createNewsletterRouter } from "./newsletter.router";
export { createNewsletterService } from "./newsletter.service";
export { createSignupBudgetRepository } from "./signup-budget.repository";
