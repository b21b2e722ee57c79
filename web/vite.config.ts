/// <reference types="vitest/config" />
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, URL } from "node:url";
import { scaled } from "@bookstore/testing/timeouts";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";
import { HOSTING_URL } from "../scripts/emulator-addresses.mjs";
import { adminPages } from "./admin-pages.ts";
import { missingProductionConfig, robotsTxt, siteUrl } from "./build-config.ts";
import { ACCOUNT_PAGES, SIGN_IN, storefrontChunk } from "./chunks.ts";

const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/",
);
const reactRouterProductionBuild = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), "VITE_");
  if (command === "build") {
    const missing = missingProductionConfig(mode, env);
    if (missing) throw new Error(missing);
  }
  // robots.txt must name the sitemap by its absolute address, so it is written for the address this build is for.
  const robots: Plugin = {
    name: "robots-txt",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "robots.txt", source: robotsTxt(siteUrl(env)!) });
    },
  };
  return {
    plugins: [react(), tailwindcss(), adminPages(), robots],
    resolve: {
      alias: [
        { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
        // react-router's package exports only its development build (dev warnings on); builds take the
        // production build it ships beside it.
        ...(command === "build" ? reactRouterProductionBuild : []),
      ],
    },
    server: {
      // `npm run dev -w web` against a running emulator suite: the API is behind the Hosting emulator.
      proxy: { "/api": HOSTING_URL },
    },
    // Maps are written for the bundle benchmark and error tools, but not referenced from the scripts and not
    // deployed (firebase.json ignores *.map): the source stays private on production Hosting. The manifest tells
    // the bundle benchmark which chunks a page imports statically (its first load); Hosting skips dot folders.
    // The libraries every page runs share one chunk: fewer requests and less per-chunk overhead on a first load.
    build: {
      sourcemap: "hidden",
      manifest: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: "framework",
                // useQueries (and its observer) serves the cart and checkout alone: it loads with them.
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|zustand)[\\/](?!.*(queriesObserver|useQueries)\.js$)/,
              },
              { name: storefrontChunk() },
              { name: "account", test: ACCOUNT_PAGES, includeDependenciesRecursively: false },
              { name: "sign-in", test: SIGN_IN, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    test: {
      environment: "jsdom",
      globals: true,
      setupFiles: ["./vitest.setup.ts"],
      css: false,
      // One worker runs every file, keeping its DOM and the libraries it loaded: a fresh worker per file spent most
      // of the time building both. vitest.setup.ts gives each file fresh app modules (so its own mocks apply).
      isolate: false,
      // vitest's own defaults; a slower machine raises them with TEST_TIMEOUT_SCALE.
      testTimeout: scaled(5_000),
      hookTimeout: scaled(10_000),
    },
  };
});
