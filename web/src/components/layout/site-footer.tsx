import type { ReactNode } from "react";
import { FacebookIcon, InstagramIcon, TwitterIcon } from "@/components/layout/social-icons";
import { NewsletterForm } from "@/components/layout/newsletter-form";

// product §2: in-page anchors (the store has no such pages yet).
const SITE_LINKS = [
  { href: "#home", label: "Home" },
  { href: "#services", label: "Services" },
  { href: "#about", label: "About Us" },
  { href: "#contact", label: "Contact" },
];

const SOCIAL_LINKS: { href: string; label: string; icon: ReactNode }[] = [
  { href: "https://facebook.com", label: "Facebook", icon: <FacebookIcon className="size-5" /> },
  { href: "https://twitter.com", label: "Twitter", icon: <TwitterIcon className="size-5" /> },
  { href: "https://instagram.com", label: "Instagram", icon: <InstagramIcon className="size-5" /> },
];

export function SiteFooter() {
  return (
    <footer className="bg-gray-900 px-4 py-10 text-white">
      <div className="mx-auto flex max-w-screen-2xl flex-col justify-between gap-8 md:flex-row">
        <div className="w-full md:w-1/2">
          <p className="mb-5 text-lg font-semibold">Book Store</p>
          <nav aria-label="Footer">
            <ul className="flex flex-col gap-4 md:flex-row">
              {SITE_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="hover:text-primary">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="w-full md:w-1/2">
          <p className="mb-4">Subscribe to our newsletter to receive the latest updates, news, and offers!</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="mx-auto mt-10 flex max-w-screen-2xl flex-col items-center justify-between gap-4 border-t border-gray-700 pt-6 md:flex-row">
        <ul className="flex gap-6">
          <li>
            <a href="#privacy" className="hover:text-primary">
              Privacy Policy
            </a>
          </li>
          <li>
            <a href="#terms" className="hover:text-primary">
              Terms of Service
            </a>
          </li>
        </ul>
        <ul className="flex gap-6">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={link.label}
                className="hover:text-primary"
              >
                {link.icon}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
