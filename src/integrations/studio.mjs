// The editors' studio at /admin: Decap CMS, self-hosted from node_modules (no CDN), with its own
// page and its own Content Security Policy (it needs inline styles and the GitHub API, which the
// public pages never get). src/pages/admin/config.yml.ts writes its configuration from the content
// schemas; public/admin/studio.js adds the previews. See docs/CONTENT.md and docs/DEPLOY.md.
//   - astro dev (`npm run studio`): serves /admin and the CMS files from node_modules;
//   - astro build: writes dist/admin.html and copies the CMS into dist/admin/. Its response headers
//     (its policy, noindex, no long caching) are studioHeaderRules(), which astro.config.mjs gives
//     securityHeaders(): they go into dist/_headers and the nginx include beside the site's, and the
//     site's policy never sees the studio's page.
// No maintained Astro integration for Decap serves it from npm with its own policy, hence this file.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
/** node_modules/decap-cms/dist: decap-cms.js and the chunks and WebAssembly files it loads on demand. */
export const DECAP_DIST = dirname(require.resolve("decap-cms/dist/decap-cms.js"));
const isDecapFile = (name) => /^(\d+\.)?decap-cms\.js$|\.wasm$/.test(name);

/** Where the studio lives, and its page in dist/. */
export const STUDIO_PATH = "/admin";
export const STUDIO_PAGE = "admin.html";

/**
 * The studio's policy: its own scripts, the inline styles its editor injects, pictures from the
 * repository (blob:/data: previews, GitHub avatars), the GitHub API, and in local mode decap-server.
 * @param {{ localBackendUrl?: string | undefined }} [options]
 */
export function studioPolicy({ localBackendUrl } = {}) {
  // blob: the editor reads back files it made itself in the page (the Markdown editor's parts, pictures
  // about to be uploaded): never another site.
  const connect = [
    "'self'",
    "blob:",
    "https://api.github.com",
    ...(localBackendUrl ? [new URL(localBackendUrl).origin] : []),
  ];
  return [
    "default-src 'none'",
    // 'unsafe-eval': Decap checks config.yml with AJV, which compiles its checks into functions
    // (new Function); without it the studio stops at "Error loading the CMS configuration".
    "script-src 'self' 'unsafe-eval'",
    // Decap's editor (emotion, CodeMirror) writes its styles into <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    // The preview pane is a same-origin frame.
    "frame-src 'self'",
    "child-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join("; ");
}

/**
 * The studio's page: not indexed, not in the sitemap, its policy in a <meta>.
 * @param {{ localBackendUrl?: string | undefined }} [options]
 */
export function studioPage(options = {}) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <meta http-equiv="content-security-policy" content="${studioPolicy(options)}">
    <title>ENDevo studio</title>
    <link href="${STUDIO_PATH}/config.yml" type="text/yaml" rel="cms-config-url">
    <link href="${STUDIO_PATH}/studio.css" rel="stylesheet">
    <script src="${STUDIO_PATH}/decap-cms.js" defer></script>
    <script src="${STUDIO_PATH}/studio.js" defer></script>
  </head>
  <body></body>
</html>
`;
}

/** Every response of the studio: never in a search engine, checked again at every visit. */
const STUDIO_HEADERS = /** @type {[string, string][]} */ ([
  ["X-Robots-Tag", "noindex, nofollow"],
  ["Cache-Control", "no-cache"],
]);

/**
 * The studio's response headers, as _headers rules (securityHeaders() writes them for every host):
 * /admin gets its own policy (plus frame-ancestors 'none', which a <meta> cannot say) instead of the
 * site's; its files (the CMS, config.yml, studio.js) are not indexed and are checked at every visit,
 * since their names stay the same from one build to the next.
 * @returns {import("./security-policy.mjs").HeaderRule[]}
 */
export function studioHeaderRules() {
  return [
    {
      path: STUDIO_PATH,
      headers: [["Content-Security-Policy", `${studioPolicy()}; frame-ancestors 'none'`], ...STUDIO_HEADERS],
    },
    { path: `${STUDIO_PATH}/*`, headers: STUDIO_HEADERS },
  ];
}

/** decap-server's port in local mode (`npm run studio`): STUDIO_PROXY_PORT, or this. */
export const DEFAULT_PROXY_PORT = 8082;
export const localBackendUrl = (port = Number(process.env.STUDIO_PROXY_PORT ?? DEFAULT_PROXY_PORT)) =>
  `http://127.0.0.1:${port}/api/v1`;

/** @returns {import("astro").AstroIntegration} */
export default function studio() {
  return {
    name: "endevo:studio",
    hooks: {
      "astro:server:setup": ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const path = (request.url ?? "").split("?")[0];
          if (path === STUDIO_PATH || path === `${STUDIO_PATH}/` || path === `${STUDIO_PATH}/index.html`) {
            response.setHeader("Content-Type", "text/html; charset=utf-8");
            response.end(studioPage({ localBackendUrl: localBackendUrl() }));
            return;
          }
          const name = path.startsWith(`${STUDIO_PATH}/`) ? path.slice(STUDIO_PATH.length + 1) : "";
          if (isDecapFile(name)) {
            response.setHeader("Content-Type", name.endsWith(".wasm") ? "application/wasm" : "text/javascript");
            response.end(readFileSync(join(DECAP_DIST, name)));
            return;
          }
          next();
        });
      },
      "astro:build:done": ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const target = join(dist, STUDIO_PATH.slice(1));
        mkdirSync(target, { recursive: true });
        const files = readdirSync(DECAP_DIST).filter(isDecapFile);
        for (const name of files) copyFileSync(join(DECAP_DIST, name), join(target, name));
        writeFileSync(join(dist, STUDIO_PAGE), studioPage());
        logger.info(`${STUDIO_PATH}: Decap CMS (${files.length} files) and its page`);
      },
    },
  };
}
