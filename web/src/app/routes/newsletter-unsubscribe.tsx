import { NewsletterLinkPage } from "@/features/newsletter/components/newsletter-link-page";

export function Component() {
  return <NewsletterLinkPage purpose="unsubscribe" />;
}
