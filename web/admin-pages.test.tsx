import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import { App } from "@/app/app";
import { preloadAdminArea } from "@/app/router";
import { signInAdmin } from "@/features/admin/testing/admin-token";
import { createQueryClient } from "@/lib/query-client";
import { ADMIN_PAGES, withFirstPaint } from "./admin-pages";

const indexHtml = readFileSync(resolve(import.meta.dirname, "index.html"), "utf8");
const firstPaint = (fileName: string) => renderToStaticMarkup(createElement(ADMIN_PAGES[fileName]!));

describe("the admin's entry pages", () => {
  it("are index.html with the admin's skeleton in #root instead of the storefront's spinner", () => {
    const page = withFirstPaint(indexHtml, firstPaint("dashboard.html"));
    expect(page).not.toContain("splash-screen");
    expect(page).not.toContain("first-load spinner");
    expect(page).toContain(`<div id="root">${firstPaint("dashboard.html")}</div>`);
    // Everything else is index.html's: the head (scripts and styles, once built) and the <noscript> note.
    expect(page.slice(0, page.indexOf("<body>"))).toBe(indexHtml.slice(0, indexHtml.indexOf("<body>")));
    expect(page).toContain("<noscript><p>The Book Store needs JavaScript to run.</p>");
    expect(() => withFirstPaint("<html><body></body></html>", "x")).toThrow(/#root|root/);
  });

  // Cold loads of /admin and /dashboard: main.tsx waits for the admin's code, so React's first render draws the
  // admin's own page over the skeleton, never the storefront's loading state.
  it.each([
    ["/admin", "Admin Dashboard Login"],
    ["/dashboard", "Dashboard"],
    ["/dashboard/manage-books", "Dashboard"],
  ])("%s: React's first render, its code handed over, is the admin's own page", async (path, heading) => {
    signInAdmin();
    window.history.replaceState(null, "", path);
    await preloadAdminArea(path);
    const { container } = render(createElement(App, { queryClient: createQueryClient() }));
    expect(container.querySelector("[data-page-loading]")).toBeNull();
    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  });

  it("leaves every other page to the router", () => {
    for (const path of ["/", "/books/b1", "/administrator", "/dashboards"])
      expect(preloadAdminArea(path)).toBeUndefined();
  });
});
