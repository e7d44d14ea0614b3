// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import interactionDirective from "./src/islands/hydrate-on-interaction/integration.mjs";
import sampleContent from "./src/integrations/sample-content.mjs";
import islandStyles from "./src/integrations/island-styles.mjs";

// Static HTML for every page; React only hydrates inside islands.
export default defineConfig({
  site: "https://www.endevo.life",
  output: "static",
  // Per-checkout cache (the default lives in node_modules, shared by worktrees).
  cacheDir: "./.astro/cache",
  // Clean URLs without a trailing slash: /solution is built as solution.html,
  // which every static host serves at /solution (see README.md, "Deploying").
  trailingSlash: "never",
  build: { format: "file" },
  // sampleContent: lists content still marked `sample: true` at the end of the build.
  // islandStyles: moves Astro's island <style> from <body> into <head> (valid HTML).
  // sitemap: /sitemap-index.xml with every page but the 404 page (robots.txt points to it).
  integrations: [
    react(),
    interactionDirective(),
    sampleContent(),
    islandStyles(),
    sitemap({ filter: (page) => !/\/404(\.html)?$/.test(new URL(page).pathname) }),
  ],
  vite: {
    plugins: [tailwindcss()],
  },
});
