// After the build: one Content Security Policy for the whole site, written
// into every page's <meta> and, with the header-only directives, into
// dist/_headers (Netlify, Cloudflare Pages) and dist/_nginx/headers.conf
// (deploy/nginx.conf includes it). public/_headers holds the other headers;
// this step adds the policy, a short Cache-Control rule per page (one per folder
// of pages: /blog/*, /podcast/*) and an hour's Cache-Control for every sitemap and
// feed outside those folders (their names come from the build).
// The build fails when a page would break under the policy (see sitePolicy).
import { existsSync, readdirSync, readFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { load as parseYaml } from "js-yaml";
import {
  HTML_CACHE_CONTROL,
  SITE_FILE,
  cspConfig,
  formatHeaders,
  headerProblems,
  nginxHeaders,
  pagePaths,
  parseHeaders,
  scanPage,
  sitePolicy,
  withGlobalHeader,
  withMetaPolicy,
} from "./security-policy.mjs";

/** Where the nginx include is written, relative to dist/. */
export const NGINX_INCLUDE = "_nginx/headers.conf";

const GENERATED = [
  "Written by the build (src/integrations/security-headers.mjs) from public/_headers",
  "and the Content Security Policy computed from the pages. Edit those, not this file.",
];

/** Cache-Control for sitemaps and feeds: crawlers and feed readers see a new post within the hour. */
export const FEED_CACHE_CONTROL = "public, max-age=3600";

/**
 * One Cache-Control rule per built sitemap and feed (every *.xml file), but for
 * feeds in a folder of pages, which the folder's rule covers (pagePaths:
 * "/blog/*"); a second rule for them would set Cache-Control twice.
 * @param {string[]} files  paths of every built file relative to dist/, with "/"
 * @returns {import("./security-policy.mjs").HeaderRule[]}
 */
export function feedRules(files) {
  const folders = pagePaths(files)
    .filter((path) => path.endsWith("/*"))
    .map((path) => path.slice(1, -1));
  return files
    .filter((file) => file.endsWith(".xml") && !folders.some((folder) => file.startsWith(folder)))
    .sort()
    .map((file) => ({ path: `/${file}`, headers: [["Cache-Control", FEED_CACHE_CONTROL]] }));
}

/** Astro's `security.csp` option from the site settings file. */
export function siteCsp(root = process.cwd()) {
  const site = /** @type {import("./security-policy.mjs").SiteSettings} */ (
    parseYaml(readFileSync(join(root, SITE_FILE), "utf8"))
  );
  return cspConfig(site);
}

/** Every file under a folder, relative to it, with "/". */
function files(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/** Computes the policy and writes the pages, _headers and the nginx include; returns the header policy. */
export function writeSecurityHeaders(dist) {
  const all = files(dist);
  const pages = all
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ file, html: readFileSync(join(dist, file), "utf8") }));
  const { meta, header } = sitePolicy(pages.map(({ file, html }) => ({ file, scan: scanPage(html) })));
  for (const { file, html } of pages) writeFileSync(join(dist, file), withMetaPolicy(html, meta));

  const source = join(dist, "_headers");
  if (!existsSync(source)) throw new Error("public/_headers is missing: it holds the headers every host sends");
  let rules = withGlobalHeader(parseHeaders(readFileSync(source, "utf8")), "Content-Security-Policy", header);
  rules = [...rules, ...pagePaths(all).map((path) => ({ path, headers: [["Cache-Control", HTML_CACHE_CONTROL]] }))];
  rules = [...rules, ...feedRules(all)];
  const problems = headerProblems(rules);
  if (problems.length) throw new Error(`_headers:\n  ${problems.join("\n  ")}`);
  writeFileSync(source, formatHeaders(rules, GENERATED));
  const include = join(dist, NGINX_INCLUDE);
  mkdirSync(dirname(include), { recursive: true });
  writeFileSync(include, nginxHeaders(rules, GENERATED));
  return header;
}

/** @returns {import("astro").AstroIntegration} */
export default function securityHeaders() {
  return {
    name: "endevo:security-headers",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        const header = writeSecurityHeaders(fileURLToPath(dir));
        logger.info(
          `Content-Security-Policy (${header.length} characters) in every page, _headers and ${NGINX_INCLUDE}`,
        );
      },
    },
  };
}
