import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";
import { AdminLoginSkeleton, AdminSkeleton } from "./src/features/admin/components/admin-skeleton.tsx";

/**
 * The admin's own entry pages. Hosting serves them for /admin and /dashboard/... (firebase.json) in place of
 * index.html, whose first paint is the storefront's 2 s spinner: each is index.html with the admin's skeleton, so
 * a cold load shows the admin's layout from the first paint. It stays until the admin's code has arrived, and
 * React's first render draws the admin's page over it (main.tsx). The markup is rendered from the skeletons'
 * components, which the admin's pages draw while they load.
 */
export const ADMIN_PAGES: Record<string, ComponentType> = {
  "admin.html": AdminLoginSkeleton,
  "dashboard.html": AdminSkeleton,
};

// #root up to the <noscript> after it, with the comment about the spinner before it, if any.
const ROOT = /(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<div id="root">[\s\S]*?<\/div>(\s*<noscript>)/;

/** The page with `markup` as the first paint in #root. */
export function withFirstPaint(indexHtml: string, markup: string): string {
  if (!ROOT.test(indexHtml)) throw new Error('index.html has no <div id="root"> followed by <noscript>');
  return indexHtml.replace(ROOT, (_page, noscript: string) => `<div id="root">${markup}</div>${noscript}`);
}

/** Emits ADMIN_PAGES beside the built index.html, with its scripts and styles. */
export function adminPages(): Plugin {
  return {
    name: "bookstore-admin-pages",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const index = bundle["index.html"];
      if (index?.type !== "asset") return this.error("index.html is not in the bundle");
      for (const [fileName, Skeleton] of Object.entries(ADMIN_PAGES)) {
        const markup = renderToStaticMarkup(createElement(Skeleton));
        this.emitFile({ type: "asset", fileName, source: withFirstPaint(String(index.source), markup) });
      }
    },
  };
}
