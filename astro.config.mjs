// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import interactionDirective from "./src/integrations/hydrate-on-interaction/integration.mjs";
import sampleContent from "./src/integrations/sample-content.mjs";
import markdownHtml from "./src/integrations/markdown-html.mjs";
import securityHeaders, { siteCsp } from "./src/integrations/security-headers.mjs";
import studio, { studioHeaderRules } from "./src/integrations/studio.mjs";
import { lastModified } from "./src/lib/content/routes.ts";

/** Sitemap <lastmod> of each page, from its content (src/lib/content/routes.ts); worked out once, when the sitemap is written. */
/** @type {Map<string, string> | undefined} */
let lastmods;
const withLastmod = (/** @type {import("@astrojs/sitemap").SitemapItem} */ item) => {
  lastmods ??= lastModified(process.cwd());
  const lastmod = lastmods.get(new URL(item.url).pathname.replace(/(.)\/$/, "$1"));
  return lastmod ? { ...item, lastmod } : item;
};

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
  // Content Security Policy: Astro hashes the scripts and styles it emits and writes the
  // same <meta> policy into every page; securityHeaders() checks every page against it and
  // sends it as a header too (dist/_headers and the nginx include).
  security: { csp: siteCsp() },
  // The posts have no code blocks, and Shiki's inline styles would need CSP exceptions.
  markdown: { syntaxHighlight: false },
  // sampleContent: lists content still marked `sample: true` at the end of the build.
  // markdownHtml: raw HTML beyond a few harmless tags, or a javascript:/data: address, in any
  // Markdown file stops the build with the file, the line and what to write instead.
  // sitemap: /sitemap-index.xml with every page but the 404 page and the editors' studio (robots.txt points to it),
  // each dated by its content: a post's date, or its content file's last commit (none without git history).
  // studio: the editors' studio at /admin (Decap CMS from npm). Its page has its own policy, which
  // securityHeaders() writes for /admin alone (studioHeaderRules()) and never mixes into the pages'.
  integrations: [
    react(),
    interactionDirective(),
    sampleContent(),
    markdownHtml(),
    sitemap({
      filter: (page) => !/^\/(404|admin)(\.html|\/.*)?$/.test(new URL(page).pathname),
      serialize: withLastmod,
    }),
    securityHeaders({ own: studioHeaderRules() }),
    studio(),
  ],
  vite: {
    plugins: [tailwindcss()],
    // Scripts, styles and fonts as files (allowed by 'self'), never inlined: keeps
    // the policy short enough for every host's header limits, and no data: URLs.
    build: { assetsInlineLimit: 0 },
  },
});
