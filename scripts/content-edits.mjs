// `npm run test:content-edits`: proves that the tests follow the content. Copies the project (the files git
// knows, node_modules linked) to a scratch folder, makes the edits an editor makes — a third partner offer in
// another category and one removed, a new phone number and e-mail, a new home headline, a chat keyword and a new
// rule, an episode and a blog post dated today, a renamed testimonial — then builds the copy and runs every check
// that reads the content: the unit tests, the built-HTML tests and the end-to-end specs that import
// tests/content.ts. Last, it breaks one field and checks that the build stops naming the file and the field.
// Prints one line per step and exits non-zero if any fails (the scratch folder is kept then, to look into).
//
//   node scripts/content-edits.mjs            port 4390 for the preview server (CONTENT_EDITS_PORT=… for another)
//   node scripts/content-edits.mjs --keep     keep the scratch folder even when everything passes
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { copyProject } from "./project-copy.mjs";

const port = process.env.CONTENT_EDITS_PORT ?? "4390";
const keep = process.argv.includes("--keep");
const today = new Date().toISOString().slice(0, 10);

const copy = mkdtempSync(join(tmpdir(), "endevo-content-edits-"));
copyProject(copy);

/* ------------------------------------------------------------ the edits */

const path = (file) => join(copy, "src/content", file);
function edit(file, change) {
  const before = readFileSync(path(file), "utf8");
  const after = change(before);
  if (after === before) throw new Error(`the edit of src/content/${file} changed nothing: update this script`);
  writeFileSync(path(file), after);
}

const EDITS = [
  [
    "a third partner offer, in a category that had none (legal)",
    () =>
      writeFileSync(
        path("offers/willow-estate-law.yaml"),
        [
          "name: Willow Estate Law",
          "tagline: Wills and trusts, in plain words.",
          "description: A small firm that writes wills, trusts and powers of attorney with you, at a fixed price.",
          "buttonText: Learn More",
          "url: https://www.example.com/willow-estate-law",
          "category: legal",
          "",
        ].join("\n"),
      ),
  ],
  ["a partner offer removed (Memorial Tribute Legacy)", () => unlinkSync(path("offers/memorial-tribute-legacy.yaml"))],
  [
    "a new phone number and e-mail address",
    () =>
      edit("settings/site.yaml", (text) =>
        text
          .replace(/^(\s*phone:\s*).*$/m, '$1"610-555-0199"')
          .replace(/^(\s*email:\s*).*$/m, "$1care@endevo-help.org"),
      ),
  ],
  [
    "a new home headline",
    () =>
      edit("pages/home.yaml", (text) =>
        text.replace(
          /^( {2}hero:\n(?: {4}.*\n)*? {4}heading:\s*).*$/m,
          "$1Plan today, so the people you love are not left guessing",
        ),
      ),
  ],
  [
    "a chat keyword added to a rule, and a new rule",
    () =>
      edit("chat.yaml", (text) =>
        text
          .replace(/keywords: \[investor, funding\]/, "keywords: [investor, funding, invest]")
          .replace(/^rules:\n/m, "rules:\n  - { keywords: [grief, bereavement], pages: [resources, podcast] }\n"),
      ),
  ],
  [
    `a newer podcast episode, dated today (${today})`,
    () =>
      writeFileSync(
        path(`episodes/${today}-planning-with-your-parents.md`),
        [
          "---",
          'title: "Planning Ahead with Your Parents, Without the Awkwardness"',
          `date: ${today}`,
          "guest: Dana Whitfield",
          "summary: How to start the conversation with ageing parents about their wishes, papers and passwords.",
          "url: https://digitallegacypodcast.com/",
          "---",
          "",
        ].join("\n"),
      ),
  ],
  [
    `a newer blog post, dated today (${today})`,
    () =>
      writeFileSync(
        path("blog/a-letter-to-leave-behind.md"),
        [
          "---",
          "title: A letter to leave behind",
          "description: Why a short letter to the people you love belongs with your will, and how to write one in an afternoon.",
          `date: ${today}`,
          "author: The ENDevo Team",
          "icon: mail",
          "---",
          "",
          "## Why a letter",
          "",
          "A will says who receives what. A letter says why, and what you hope for them.",
          "",
          "## How to start",
          "",
          "Write for one person at a time. Keep it short, and keep it with your plan.",
          "",
        ].join("\n"),
      ),
  ],
  [
    "a testimonial renamed",
    () =>
      edit("testimonials.yaml", (text) =>
        text.replace(/^(\s*-\s*initial:\s*).*\n(\s*name:\s*)[^(\n]*?( \(sample\))?$/m, "$1R\n$2Rosa D.$3"),
      ),
  ],
];

/* ------------------------------------------------------------ the checks */

const env = {
  ...process.env,
  PATH: [join(copy, "node_modules", ".bin"), process.env.PATH].join(delimiter),
  ASTRO_TELEMETRY_DISABLED: "1",
  // The podcast feed from its kept copy (src/content/feeds/): no network during the build.
  FEEDS_OFFLINE: "1",
  E2E_PORT: port,
  CI: "true",
  NO_COLOR: "1",
  FORCE_COLOR: "0",
};

const e2eSpecs = readdirSync(join(copy, "tests/e2e"))
  .filter((file) => file.endsWith(".spec.ts"))
  // Specs that import tests/content.ts, or visit every page the sitemap of the edited build lists.
  .filter((file) => /from "\.\.\/content"|sitemapPaths\(/.test(readFileSync(join(copy, "tests/e2e", file), "utf8")))
  .map((file) => `tests/e2e/${file}`);

const STEPS = [
  ["Production build of the edited copy", "astro", ["build"]],
  ["The same with analytics on (for tests/e2e/analytics.spec.ts)", "node", ["scripts/build-analytics-test.mjs"]],
  ["Unit tests", "vitest", ["run"]],
  ["Built-HTML tests", "vitest", ["run", "--config", "vitest.dist.config.ts"]],
  [`End-to-end specs that read the content (${e2eSpecs.length}, port ${port})`, "playwright", ["test", ...e2eSpecs]],
];

const results = [];
function run(title, command, args) {
  const started = Date.now();
  console.log(`\n== ${title}\n$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { cwd: copy, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
  return { ok: result.status === 0, seconds, output };
}

const started = Date.now();
console.log(`Scratch copy: ${copy}\nEdits:`);
for (const [title, apply] of EDITS) {
  apply();
  console.log(`  - ${title}`);
}

for (const [title, command, args] of STEPS) {
  const { ok, seconds, output } = run(title, command, args);
  // The whole output when a step fails; the summary lines when it passes.
  const summary = output
    .split("\n")
    .filter((line) => /Tests\s|Test Files|passed|failed|flaky|Complete!|error/i.test(line))
    .slice(-6)
    .join("\n");
  console.log(ok ? summary : output);
  console.log(`${ok ? "✓" : "✗"} ${title} (${seconds}s)`);
  results.push({ title, ok, seconds });
  if (!ok && title.startsWith("Production build")) break;
}

// A mistake must still stop the build, naming the file and the field.
{
  const title = "A broken field stops the build, naming the file and the field";
  edit("settings/site.yaml", (text) => text.replace(/^(\s*assessment:\s*)https:\/\//m, "$1"));
  const { ok, seconds, output } = run(title, "astro", ["build"]);
  const named = output.includes("src/content/settings/site.yaml") && output.includes("links.assessment");
  const passed = !ok && named;
  if (!passed) console.log(output);
  console.log(`${passed ? "✓" : "✗"} ${title} (${seconds}s)`);
  results.push({ title, ok: passed, seconds });
}

const failed = results.filter((result) => !result.ok);
const total = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\n${"=".repeat(60)}`);
for (const result of results) console.log(`${result.ok ? "✓" : "✗"} ${result.title} (${result.seconds}s)`);
if (failed.length === 0) {
  console.log(`\nThe tests follow the content: every check passed on the edited copy (${total}s).`);
  if (!keep) rmSync(copy, { recursive: true, force: true });
  else console.log(`Kept: ${copy}`);
} else {
  console.log(
    `\n${failed.length} step(s) failed on the edited copy (${total}s): a test still expects the old content.`,
  );
  console.log(`The edited copy is kept for a look: ${copy}`);
  process.exit(1);
}
