import type { MailSite } from "@bookstore/views/mail-parts";

// What every mail the store writes needs of its configuration, read when a mail is written (deploy-time parameters,
// lib/env.ts): the shop's name and address for its look and links, and where the shop's own notices go.

export const STORE_NAME = "Book Store";

export interface MailSettings {
  site: MailSite;
  shopEmail: string;
}

export type ReadMailSettings = () => MailSettings;
