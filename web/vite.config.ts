/// <reference types="vitest/config" />
import { fileURLToPath, URL } from "node:url";
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
    // Behaviour, not speed: on the 2-core CI machine a first render in jsdom has taken 15 s and a whole test 45 s.
    testTimeout: 120_000,
  },
});
