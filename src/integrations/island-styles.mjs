// Astro writes one small <style> for its island wrappers in the middle of <body>, just before the
// first island, where HTML does not allow a <style> (withastro/astro#10308, still open). After the
// build this moves it, unchanged, into <head>: valid HTML, the same rule earlier, the same CSP hash.
// If Astro changes the rule, nothing moves and html-validate (npm test) reports the <style> again.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** What Astro renders before the first island (astro/dist/runtime/server/astro-island-styles.js). */
export const ISLAND_STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

/** The page with the island style in <head> instead of <body>; other pages come back unchanged. */
export function hoistIslandStyle(html) {
  const body = html.search(/<body[\s>]/);
  const at = html.indexOf(ISLAND_STYLE, body);
  const headEnd = html.indexOf("</head>");
  if (body < 0 || at < 0 || headEnd < 0 || headEnd > body) return html;
  const without = html.slice(0, at) + html.slice(at + ISLAND_STYLE.length);
  return without.slice(0, headEnd) + ISLAND_STYLE + without.slice(headEnd);
}

/** @returns {import("astro").AstroIntegration} */
export default function islandStyles() {
  return {
    name: "endevo:island-styles",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        let moved = 0;
        for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
          const path = join(entry.parentPath, entry.name);
          const html = readFileSync(path, "utf8");
          const hoisted = hoistIslandStyle(html);
          if (hoisted === html) continue;
          writeFileSync(path, hoisted);
          moved += 1;
        }
        logger.info(`Island style moved into <head> on ${moved} page(s).`);
      },
    },
  };
}
