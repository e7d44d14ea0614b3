// After the build: one Content Security Policy for the whole site, written
// into every page's <meta> and, with the header-only directives, into
// dist/_headers (Netlify, Cloudflare Pages) and dist/_nginx/headers.conf
// (deploy/nginx.conf includes it). public/_headers holds the other headers;
// this step adds
//   - for /* (every response, files and errors included) only the baseline
//     policy every response can live with (STATIC_HEADER_POLICY),
//   - one rule per page, or per folder of pages (/blog/*, /podcast/*), with
//     the site's policy and a short Cache-Control,
//   - the rules of paths that bring their own page and policy (the `own`
//     option: the editors' studio at /admin), as given: their pages are left
//     out of the site's policy, so they never widen it,
//   - an hour's Cache-Control for every sitemap and feed outside those folders
//     (their names come from the build).
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
  STATIC_HEADER_POLICY,
  coversPath,
  headerProblems,
  nginxHeaders,
  pagePath,
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

/**
 * Computes the policy and writes the pages, _headers and the nginx include; returns the header policy.
 * @param {string} dist
 * @param {import("./security-policy.mjs").HeaderRule[]} own  rules of paths with their own page and policy
 */
export function writeSecurityHeaders(dist, own = []) {
  const all = files(dist);
  const ownPath = (path) => own.some((rule) => coversPath(rule.path, path));
  const pages = all
    .filter((file) => file.endsWith(".html") && !ownPath(pagePath(file)))
    .map((file) => ({ file, html: readFileSync(join(dist, file), "utf8") }));
  const { meta, header } = sitePolicy(pages.map(({ file, html }) => ({ file, scan: scanPage(html) })));
  for (const { file, html } of pages) writeFileSync(join(dist, file), withMetaPolicy(html, meta));

  const source = join(dist, "_headers");
  if (!existsSync(source)) throw new Error("public/_headers is missing: it holds the headers every host sends");
  /** @type {[string, string][]} */
  const pageHeaders = [
    ["Content-Security-Policy", header],
    ["Cache-Control", HTML_CACHE_CONTROL],
  ];
  const rules = [
    ...withGlobalHeader(parseHeaders(readFileSync(source, "utf8")), "Content-Security-Policy", STATIC_HEADER_POLICY),
    ...pagePaths(all)
      .filter((path) => !ownPath(path))
      .map((path) => ({ path, headers: pageHeaders })),
    ...own,
    ...feedRules(all),
  ];
  const problems = headerProblems(rules);
  if (problems.length) throw new Error(`_headers:\n  ${problems.join("\n  ")}`);
  writeFileSync(source, formatHeaders(rules, GENERATED));
  const include = join(dist, NGINX_INCLUDE);
  mkdirSync(dirname(include), { recursive: true });
  writeFileSync(include, nginxHeaders(rules, GENERATED));
  return header;
}

/**
 * @param {{ own?: import("./security-policy.mjs").HeaderRule[] }} [options]
 *   own: the header rules of paths that bring their own page and policy (the studio's, from
 *   studioHeaderRules() in studio.mjs), written into _headers and the nginx include as they are.
 * @returns {import("astro").AstroIntegration}
 */
export default function securityHeaders({ own = [] } = {}) {
  return {
    name: "endevo:security-headers",
    hooks: {
      "astro:build:done": ({ dir, logger }) => {
        const header = writeSecurityHeaders(fileURLToPath(dir), own);
        logger.info(
          `Content-Security-Policy (${header.length} characters) in every page, _headers and ${NGINX_INCLUDE}` +
            (own.length ? `; own rules for ${own.map((rule) => rule.path).join(", ")}` : ""),
        );
      },
    },
  };
}
