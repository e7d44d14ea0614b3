// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import interactionDirective from "./src/integrations/hydrate-on-interaction/integration.mjs";
import sampleContent from "./src/integrations/sample-content.mjs";
import islandStyles from "./src/integrations/island-styles.mjs";
import securityHeaders, { siteCsp } from "./src/integrations/security-headers.mjs";

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
  // Content Security Policy: Astro hashes the scripts and styles it emits into a
  // <meta> policy per page; securityHeaders() makes it one site-wide policy, adds
  // hashes for style="" attributes and writes dist/_headers and the nginx include.
  security: { csp: siteCsp() },
  // The posts have no code blocks, and Shiki's inline styles would need CSP exceptions.
  markdown: { syntaxHighlight: false },
  // sampleContent: lists content still marked `sample: true` at the end of the build.
  // islandStyles: moves Astro's island <style> from <body> into <head> (valid HTML; same text, same hash),
  // before securityHeaders() reads the finished pages.
  // sitemap: /sitemap-index.xml with every page but the 404 page (robots.txt points to it).
  integrations: [
    react(),
    interactionDirective(),
    sampleContent(),
    islandStyles(),
    sitemap({ filter: (page) => !/\/404(\.html)?$/.test(new URL(page).pathname) }),
    securityHeaders(),
  ],
  vite: {
    plugins: [tailwindcss()],
    // Scripts, styles and fonts as files (allowed by 'self'), never inlined: keeps
    // the policy short enough for every host's header limits, and no data: URLs.
    build: { assetsInlineLimit: 0 },
  },
});
