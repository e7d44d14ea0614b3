// Launch readiness: content entries marked `sample: true` (invented
// testimonials, placeholder team members, sample blog posts) must be replaced
// with real ones before launch. `findSamples` lists them; the build prints the
// list (integration below) and `npm run content:check -- --strict` fails while
// any remain (scripts/content-check.mjs).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { load as parseYaml } from "js-yaml";

/** The content folder, relative to the project root. */
export const CONTENT_DIR = "src/content";

/**
 * @typedef {{ file: string; name: string }} SampleEntry
 * `file` is relative to the project root with forward slashes, e.g. "src/content/testimonials.yaml".
 */

/** Lists every entry marked `sample: true` under src/content, in file order. */
export function findSamples(root = process.cwd()) {
  const dir = join(root, CONTENT_DIR);
  /** @type {SampleEntry[]} */
  const samples = [];
  for (const path of files(dir)) {
    const data = read(path);
    if (data === undefined) continue;
    const file = relative(root, path).split(sep).join("/");
    for (const entry of marked(data)) samples.push({ file, name: nameOf(entry) });
  }
  return samples;
}

/** The short report the build and content:check print. */
export function formatSamples(samples) {
  if (samples.length === 0) return "No sample content left: every entry is real.";
  const lines = samples.map(({ file, name }) => `  ${file}: ${name}`);
  return [
    `${samples.length} sample ${samples.length === 1 ? "entry" : "entries"} to replace before launch (marked sample: true):`,
    ...lines,
  ].join("\n");
}

function files(dir) {
  let names;
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ya?ml|md|mdx)$/.test(name) ? [path] : [];
  });
}

/** YAML data, or a Markdown file's frontmatter. Files that do not parse are the schemas' business. */
function read(path) {
  try {
    const source = readFileSync(path, "utf8");
    if (!/\.mdx?$/.test(path)) return parseYaml(source);
    const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
    return frontmatter ? parseYaml(frontmatter[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Every object (at any depth) with `sample: true`. */
function marked(value) {
  if (Array.isArray(value)) return value.flatMap(marked);
  if (!value || typeof value !== "object") return [];
  if (value.sample === true) return [value];
  return Object.values(value).flatMap(marked);
}

function nameOf(entry) {
  const name = entry.name ?? entry.title ?? entry.label;
  return typeof name === "string" && name.trim() ? name.trim() : "(entry without a name)";
}

/** Astro integration: prints the sample list at the end of `astro build`. */
export default function sampleContent() {
  let root = process.cwd();
  return {
    name: "endevo:sample-content",
    hooks: {
      "astro:config:setup": ({ config }) => {
        root = fileURLToPath(config.root);
      },
      "astro:build:done": ({ logger }) => {
        const samples = findSamples(root);
        const report = formatSamples(samples);
        if (samples.length === 0) logger.info(report);
        else
          logger.warn(`${report}\nBefore launch: \`npm run content:check -- --strict\` fails until they are replaced.`);
      },
    },
  };
}
