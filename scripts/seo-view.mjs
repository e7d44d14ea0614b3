// The search-engine view of the built site: for every page in dist/, what a
// crawler reads (title, description, canonical, robots, share picture and the
// JSON-LD types), with the basic rules checked. Run after `astro build`:
//   npx node scripts/seo-view.mjs            (table of every page)
//   npx node scripts/seo-view.mjs /solution  (only the pages named)
// Exits 1 when a rule is broken. The full checks are in tests/e2e/seo.spec.ts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const dist = new URL("../dist/", import.meta.url).pathname;
const site = /site:\s*"([^"]+)"/.exec(readFileSync(new URL("../astro.config.mjs", import.meta.url), "utf8"))?.[1];
if (!existsSync(dist) || !site) {
  console.error("Build the site first (npx astro build); site must be set in astro.config.mjs.");
  process.exit(1);
}

const decode = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attributes(tag) {
  return Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value)]));
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_astro" ? [] : htmlFiles(path);
    return entry.name.endsWith(".html") ? [path] : [];
  });
}

function types(value, found = new Set()) {
  if (Array.isArray(value)) value.forEach((item) => types(item, found));
  else if (value && typeof value === "object") {
    if (typeof value["@type"] === "string") found.add(value["@type"]);
    Object.values(value).forEach((item) => types(item, found));
  }
  return found;
}

const only = process.argv.slice(2);
const problems = [];
const seen = { title: new Map(), description: new Map() };
const pages = htmlFiles(dist)
  .map((file) => {
    const route =
      "/" +
      relative(dist, file)
        .replace(/\.html$/, "")
        .replace(/(^|\/)index$/, "");
    const html = readFileSync(file, "utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    const meta = {};
    for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
      const { name, property, content } = attributes(tag);
      if (name || property) meta[name ?? property] = content ?? "";
    }
    const canonical = [...head.matchAll(/<link [^>]*>/g)]
      .map(([tag]) => attributes(tag))
      .find((link) => link.rel === "canonical")?.href;
    const scripts = [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
    let jsonLd = [];
    try {
      jsonLd = [...types(scripts.map(([, json]) => JSON.parse(json)))].sort();
    } catch (error) {
      problems.push(`${route}: JSON-LD does not parse (${error.message})`);
    }
    return {
      route: route.replace(/(.)\/$/, "$1"),
      title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
      description: meta.description ?? "",
      canonical,
      robots: meta.robots,
      image: meta["og:image"],
      jsonLd,
    };
  })
  .filter((page) => only.length === 0 || only.includes(page.route))
  .sort((a, b) => a.route.localeCompare(b.route));

for (const page of pages) {
  const expected = new URL(page.route, site).href;
  const indexed = page.robots?.startsWith("index");
  if (page.title.length === 0 || page.title.length > 60)
    problems.push(`${page.route}: title has ${page.title.length} characters`);
  if (page.description.length < 50 || page.description.length > 160)
    problems.push(`${page.route}: description has ${page.description.length} characters`);
  if (indexed && page.canonical !== expected)
    problems.push(`${page.route}: canonical ${page.canonical}, expected ${expected}`);
  if (!indexed && page.canonical) problems.push(`${page.route}: a noindex page names a canonical address`);
  if (!page.image?.startsWith("https://")) problems.push(`${page.route}: og:image is not absolute (${page.image})`);
  if (!page.jsonLd.includes("Organization")) problems.push(`${page.route}: no Organization in the JSON-LD`);
  for (const key of ["title", "description"]) {
    if (indexed && seen[key].has(page[key])) problems.push(`${page.route}: same ${key} as ${seen[key].get(page[key])}`);
    if (indexed) seen[key].set(page[key], page.route);
  }
  console.log(`\n${page.route}${indexed ? "" : "   (noindex)"}`);
  console.log(`  title        ${page.title}  [${page.title.length}]`);
  console.log(`  description  ${page.description}  [${page.description.length}]`);
  console.log(`  canonical    ${page.canonical ?? "(none)"}`);
  console.log(`  share image  ${page.image}`);
  console.log(`  JSON-LD      ${page.jsonLd.join(", ")}`);
}

if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n- ${problems.join("\n- ")}`);
  process.exit(1);
}
console.log(`\n${pages.length} page(s): titles, descriptions, canonicals and JSON-LD in order.`);
