// One lint for the whole repository: `npm run lint` (ESLint, then Prettier's check). Beyond the recommended
// rules it enforces the layering: on the web side app → features → shared, never feature → feature; on the
// server, a feature reaches another only through types, and only the composition root wires them together.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const WEB_SHARED = ["components", "hooks", "lib", "config", "testing"].map((dir) => `./web/src/${dir}`);
const webFeatures = folders("./web/src/features/");
// auth/ (the request guards) is shared by every feature, like lib/. seed/ and maintenance/ are command lines that
// wire features together, like the composition root: they too import faces only.
const serverFeatures = folders("./functions/src/").filter((dir) => !["lib", "auth"].includes(dir));

/** Each feature folder may import itself, but no other feature folder. */
const featureIsolation = (root, features) =>
  features.map((feature) => ({
    target: `${root}/${feature}`,
    from: root,
    except: [`./${feature}`],
    message: `A feature does not reach into another feature (${feature}); share through a lower layer or the composition root.`,
  }));

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "functions/lib/**",
      ".cache/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "web/public/**",
      "**/*.d.mts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: [
            "web/tsconfig.json",
            "functions/tsconfig.json",
            "tests/tsconfig.json",
            "e2e/tsconfig.json",
            "testing/tsconfig.json",
            "schema/tsconfig.json",
            "views/tsconfig.json",
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
  {
    // The views are drawn by the app and by the function's rendered pages (react-dom/server): props in, markup
    // out. They fetch nothing, route nowhere and sign no one in, and depend on neither side that imports them.
    files: ["views/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@tanstack/*", "react-router", "react-router-dom", "firebase", "firebase/*", "zustand"],
              message: "A shared view is presentational: the app wraps it with data, routes and auth.",
            },
          ],
        },
      ],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./views",
              from: ["./web", "./functions"],
              message: "The shared views depend on neither the app nor the function.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: WEB_SHARED,
              from: ["./web/src/features", "./web/src/app"],
              message: "Shared code (components, hooks, lib, config) does not depend on features or the app.",
            },
            {
              target: "./web/src/features",
              from: "./web/src/app",
              message: "Features do not depend on the app layer.",
            },
            ...featureIsolation("./web/src/features", webFeatures),
          ],
        },
      ],
    },
  },
  {
    files: ["functions/src/**/*.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: ["./functions/src/lib", "./functions/src/auth"],
              from: serverFeatures.map((f) => `./functions/src/${f}`),
              message: "lib/ and auth/ are shared: they depend on no feature.",
            },
            // What one feature needs of another is passed in by the composition root (deps.ts), or taken from the
            // other feature's face (its index.ts), never from its files.
            ...featureIsolation("./functions/src", serverFeatures).map((zone) => ({
              ...zone,
              except: [...zone.except, "./lib", "./auth", ...serverFeatures.map((other) => `./${other}/index.ts`)],
              message: "A feature reaches another through its face (its index.ts), never into its files.",
            })),
            // The composition root and the function's entries, like the features, see each feature's face only.
            ...serverFeatures.map((feature) => ({
              target: "./functions/src/*.ts",
              from: `./functions/src/${feature}`,
              except: ["./index.ts"],
              message: `The composition root imports ${feature}/ through its face (${feature}/index.ts).`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Services receive their repositories from the composition root (deps.ts): they import them for types only.
    files: ["functions/src/**/*.service.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.repository", "**/lib/firestore"],
              allowTypeImports: true,
              message: "A service is handed its repositories by deps.ts; import them for their types only.",
            },
          ],
        },
      ],
    },
  },
  {
    // One Firestore instance, opened by the composition roots (deps.ts and the two command-line entries) and
    // handed to every repository they build.
    files: ["functions/src/**/*.ts"],
    ignores: ["functions/src/deps.ts", "functions/src/seed/cli.ts", "functions/src/maintenance/cli.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/lib/firestore"],
              importNames: ["db"],
              message: "Repositories take the Firestore instance deps.ts opens; only the composition roots call db().",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter's pattern: `{}` means none.
    files: ["e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  prettier,
);
