// ESLint flat config: `npm run lint` runs it with --max-warnings=0.
// JavaScript + TypeScript recommended rules everywhere, Astro's rules for
// .astro files, accessibility rules (jsx-a11y) for Astro templates and React
// islands, and the React hooks rules for islands.
import { registerHooks } from "node:module";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

// eslint-plugin-astro applies jsx-a11y to Astro templates by loading the package
// "eslint-plugin-jsx-a11y"; this project has its maintained fork
// eslint-plugin-jsx-a11y-x (same rules, ESLint 10 support). Point that name at
// the fork before the Astro plugin loads (Node >= 22.15; the project's own Node is 22).
const A11Y_ALIAS = "virtual:eslint-plugin-jsx-a11y";
registerHooks({
  resolve: (specifier, context, nextResolve) =>
    specifier === "eslint-plugin-jsx-a11y" ? { url: A11Y_ALIAS, shortCircuit: true } : nextResolve(specifier, context),
  load: (url, context, nextLoad) =>
    url === A11Y_ALIAS
      ? {
          format: "module",
          shortCircuit: true,
          source: `import p from ${JSON.stringify(import.meta.resolve("eslint-plugin-jsx-a11y-x"))};
            export const { rules, configs, meta } = p; export default p;`,
        }
      : nextLoad(url, context),
});
const { default: astro } = await import("eslint-plugin-astro");

// The fork's recommended rules under the names the Astro plugin wraps them with.
const astroA11yRules = Object.fromEntries(
  Object.entries(jsxA11y.configs.recommended.rules)
    .map(([name, setting]) => [name.replace("jsx-a11y-x/", "jsx-a11y/"), setting])
    .filter(([name]) => name in astro.rules)
    .map(([name, setting]) => [`astro/${name}`, setting]),
);

export default defineConfig(
  {
    ignores: [
      "dist/",
      "dist-analytics/",
      ".astro/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs["flat/recommended"],
  {
    // `const { logo: _logo, ...rest } = x` drops a field on purpose.
    rules: { "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true, varsIgnorePattern: "^_" }] },
  },
  {
    // Node for config files, scripts and tests; the browser for site code.
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["src/**/*.{ts,tsx,astro}", "src/**/*.astro/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Playwright callbacks (page.evaluate) run in the browser.
    files: ["tests/e2e/**", "scripts/screenshot.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // Accessibility rules on the markup people see: Astro templates and React islands.
  { files: ["**/*.astro"], rules: astroA11yRules },
  { files: ["**/*.tsx"], ...jsxA11y.configs.recommended },
  {
    // Scrollable slide rows, the carousel region and the reveal-on-focus cards
    // must take keyboard focus (WCAG 2.1.1; axe "scrollable-region-focusable").
    files: ["**/*.astro"],
    rules: {
      "astro/jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: ["section", "article"], roles: ["region"], allowExpressionValues: true },
      ],
    },
  },
  {
    // The hosted home video has no captions file yet; add a <track> when one exists.
    files: ["src/components/sections/VideoShowcase.astro"],
    rules: { "astro/jsx-a11y/media-has-caption": "off" },
  },
  {
    files: ["**/*.tsx"],
    rules: {
      "jsx-a11y-x/no-noninteractive-tabindex": [
        "error",
        { tags: ["section"], roles: ["region"], allowExpressionValues: true },
      ],
    },
  },
  {
    files: ["src/islands/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat.recommended,
  },
);
