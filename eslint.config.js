// One ESLint configuration for the whole repository.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const consoleFeatures = "apps/console/src/features";
/** Every feature folder of the console, so a new feature is kept apart without a line here. */
const featureNames = readdirSync(join(import.meta.dirname, consoleFeatures), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/.turbo/**",
      "**/coverage/**",
      "**/test-results/**",
      "**/playwright-report/**",
      ".stack/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.node },
    },
    plugins: { "import-x": importX },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "import-x/no-duplicates": "error",
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  {
    files: ["apps/console/**/*.{ts,tsx}", "packages/ui/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // No import circles anywhere: a module two others share sits below both.
    files: ["**/*.{ts,tsx}"],
    // Only the project's own modules: a package cannot import back into them.
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
    settings: {
      // The rules follow TypeScript files too (the default is `.js` only, which let no-cycle
      // see nothing).
      "import-x/extensions": [".ts", ".tsx", ".js"],
      // The plugin's own resolver: it reads packages' `exports` (the legacy one cannot load here).
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js"],
          extensionAlias: { ".js": [".ts", ".tsx", ".js"] },
        }),
      ],
    },
  },
  {
    // One-way imports: app -> features -> shared. A feature never imports another feature, and
    // shared code never imports the app or a feature.
    files: ["apps/console/src/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            // The portal composes the member pages of other features for residents, as the app
            // layer composes the console: it may import them, and no feature imports it.
            ...featureNames
              .filter((feature) => feature !== "portal")
              .map((feature) => ({
                target: `./${consoleFeatures}/${feature}`,
                from: `./${consoleFeatures}`,
                except: [`./${feature}`],
                message: "A feature never imports another feature: move shared code below both.",
              })),
            {
              target: [
                "./apps/console/src/api",
                "./apps/console/src/lib",
                "./apps/console/src/components",
                "./apps/console/src/config",
              ],
              from: ["./apps/console/src/app", `./${consoleFeatures}`],
              message: "Shared code must not import the app or a feature.",
            },
            {
              target: `./${consoleFeatures}`,
              from: "./apps/console/src/app",
              message: "Features must not import the app layer.",
            },
          ],
        },
      ],
    },
  },
  {
    // The API's layers: platform/, http/ and auth/ are what every resource is built on, so they
    // never import a resource (tests may use one as their example).
    files: ["functions/src/**/*.ts"],
    ignores: ["functions/src/**/*.test.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ["./functions/src/platform", "./functions/src/http", "./functions/src/auth"],
              from: "./functions/src/resources",
              message:
                "platform/, http/ and auth/ never import a resource: move the shared piece down, or let the resource hand it in.",
            },
          ],
        },
      ],
    },
  },
  {
    // Features use @hoa/ui and never style a button, a badge, a pill or a toast of their own: the
    // toast library stays behind `notify`, and a class of the ui package's controls is set by
    // its components (`Button`, `buttonClassName`, `StatusPill`, `CategoryBadge`), never by hand.
    // The console's stylesheets are checked by src/test/feature-styles.test.ts.
    files: ["apps/console/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-toastify",
              message: "Toasts go through `notify` of @hoa/ui.",
            },
          ],
          patterns: [
            { group: ["react-toastify/*"], message: "Toasts go through `notify` of @hoa/ui." },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        ...[
          "JSXAttribute[name.name='className'] Literal[value=/\\bui-(button|pill|badge)\\b/]",
          "JSXAttribute[name.name='className'] TemplateElement[value.raw=/\\bui-(button|pill|badge)\\b/]",
        ].map((selector) => ({
          selector,
          message:
            "Use Button or buttonClassName, StatusPill or CategoryBadge of @hoa/ui instead of their class names.",
        })),
      ],
    },
  },
  {
    files: [
      "scripts/**",
      "**/bench/**",
      "**/e2e/**",
      "**/*.config.*",
      "**/build.mjs",
      "**/scripts/**",
    ],
    rules: { "no-console": "off" },
  },
);
