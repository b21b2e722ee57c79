/// <reference types="vitest/config" />
import { fileURLToPath, URL } from "node:url";
import { scaled } from "@bookstore/testing/timeouts";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: {
    // `npm run dev -w web` against a running emulator suite: the API is behind the Hosting emulator.
    proxy: { "/api": "http://127.0.0.1:5000" },
  },
  build: { sourcemap: true },
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./vitest.setup.ts"],
    css: false,
    // vitest's own defaults; a slower machine raises them with TEST_TIMEOUT_SCALE.
    testTimeout: scaled(5_000),
    hookTimeout: scaled(10_000),
  },
});
