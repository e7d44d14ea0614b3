// The editors' studio at /admin: Decap CMS, self-hosted from node_modules (no CDN), with its own
// page and its own Content Security Policy (it needs inline styles and the GitHub API, which the
// public pages never get). src/pages/admin/config.yml.ts writes its configuration from the content
// schemas; public/admin/studio.js adds the previews. See docs/CONTENT.md and docs/DEPLOY.md.
//   - astro dev (`npm run studio`): serves /admin and the CMS files from node_modules;
//   - astro build: writes dist/admin.html and copies the CMS into dist/admin/, after the site's
//     security step has read the public pages (so /admin never widens their policy), and writes
//     dist/_nginx/studio.conf, the headers nginx sends for /admin (deploy/nginx.conf includes it).
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
  const connect = ["'self'", "https://api.github.com", ...(localBackendUrl ? [new URL(localBackendUrl).origin] : [])];
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
    <script src="${STUDIO_PATH}/decap-cms.js" defer></script>
    <script src="${STUDIO_PATH}/studio.js" defer></script>
  </head>
  <body></body>
</html>
`;
}

/** The headers nginx sends for /admin instead of the site's (its own policy, never cached for long). */
export function studioNginxHeaders(globalHeaders) {
  const lines = [
    "# Written by the build (src/integrations/studio.mjs): the headers of /admin, the editors' studio.",
    ...globalHeaders
      .filter(([name]) => name.toLowerCase() !== "content-security-policy")
      .map(([name, value]) => `add_header ${name} "${value}" always;`),
    `add_header Content-Security-Policy "${studioPolicy()}; frame-ancestors 'none'" always;`,
    'add_header X-Robots-Tag "noindex, nofollow" always;',
    'add_header Cache-Control "no-cache" always;',
  ];
  return `${lines.join("\n")}\n`;
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
        const headers = readFileSync(join(dist, "_headers"), "utf8");
        const global = /^\/\*\n((?:[ \t]+.+\n?)*)/m.exec(headers)?.[1] ?? "";
        const globalHeaders = global
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => [line.slice(0, line.indexOf(":")).trim(), line.slice(line.indexOf(":") + 1).trim()]);
        mkdirSync(join(dist, "_nginx"), { recursive: true });
        writeFileSync(join(dist, "_nginx/studio.conf"), studioNginxHeaders(globalHeaders));
        logger.info(`${STUDIO_PATH}: Decap CMS (${files.length} files), its page and _nginx/studio.conf`);
      },
    },
  };
}
