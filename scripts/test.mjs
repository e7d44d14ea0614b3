// `npm test`: every check the site must pass, in order, stopping at the first
// failure with its exit code. The same command runs in CI (.ci/run).
//   lint, formatting, types (astro check) and unit tests side by side → production build (and one with analytics on)
//   → built HTML → browser → end-to-end tests → nginx → the build served by nginx with deploy/nginx.conf (headers, status codes)
import { spawn, spawnSync } from "node:child_process";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
// The project's own tools (and its own Node 22) come first, even when this file is run as `node scripts/test.mjs`.
const env = {
  ...process.env,
  PATH: [join(root, "node_modules", ".bin"), process.env.PATH].join(delimiter),
  ASTRO_TELEMETRY_DISABLED: "1",
  // The build reads the podcast feed from its kept copy (src/content/feeds/), never from the network.
  FEEDS_OFFLINE: "1",
};

// A step is [title, command, args]; an array of steps runs them side by side (none of them writes what another
// reads, and alone each leaves one of the machines' two cores idle most of the time), printing each one's output
// whole, in order, once all have finished.
const steps = [
  [
    ["Lint (ESLint, zero warnings)", "eslint", [".", "--max-warnings=0"]],
    ["Formatting (Prettier)", "prettier", ["--check", "."]],
    ["Types and templates (astro check)", "astro", ["check"]],
    ["Unit tests (Vitest)", "vitest", ["run"]],
  ],
  ["Production build (astro build)", "astro", ["build"]],
  // The same site with visitor counts on (dist-analytics/), for tests/e2e/analytics.spec.ts.
  ["Build with analytics on (npm run build:analytics-test)", "node", ["scripts/build-analytics-test.mjs"]],
  ["Built HTML (html-validate, links and anchors)", "vitest", ["run", "--config", "vitest.dist.config.ts"]],
  ["Browser for the end-to-end tests", "node", ["scripts/ensure-browser.mjs"]],
  ["End-to-end tests (Playwright, production build)", "playwright", ["test"]],
  ["nginx for the hosting tests", "node", ["scripts/ensure-nginx.mjs"]],
  ["Hosting tests (the build on nginx)", "playwright", ["test", "-c", "playwright.nginx.config.ts"]],
];

const total = steps.flatMap((step) => (typeof step[0] === "string" ? [step] : step)).length;
let number = 0;

function heading(title) {
  number += 1;
  const text = `Step ${number}/${total}: ${title}`;
  return `\n${"=".repeat(text.length)}\n${text}\n${"=".repeat(text.length)}`;
}

/** Why a finished process failed, or undefined when it succeeded. */
function failure({ error, status, signal }) {
  if (error) return error.message;
  if (signal) return `signal ${signal}`;
  if (status !== 0) return `exit code ${status}`;
  return undefined;
}

function fail(title, why, seconds, status) {
  console.error(`\n✗ ${title} failed (${why}) after ${seconds}s. Fix it and run npm test again.`);
  process.exit(status || 1);
}

/** Runs one step with its output straight to the terminal. */
function runAlone([title, command, args]) {
  console.log(heading(title));
  console.log(`$ ${command} ${args.join(" ")}\n`);
  const start = Date.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  const seconds = ((Date.now() - start) / 1000).toFixed(1);
  const why = failure(result);
  if (why) fail(title, why, seconds, result.status);
  console.log(`\n✓ ${title} (${seconds}s)`);
}

/** Runs one step with its output collected, for running beside others. */
function runCollected([title, command, args]) {
  const start = Date.now();
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(command, args, { cwd: root, env: { ...env, FORCE_COLOR: "1" } });
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    const seconds = () => ((Date.now() - start) / 1000).toFixed(1);
    child.on("error", (error) => resolve({ title, command, args, output, seconds: seconds(), error }));
    child.on("close", (status, signal) =>
      resolve({ title, command, args, output, seconds: seconds(), status, signal }),
    );
  });
}

const started = Date.now();
for (const step of steps) {
  if (typeof step[0] === "string") {
    runAlone(step);
    continue;
  }
  const results = await Promise.all(step.map(runCollected));
  const failed = [];
  for (const result of results) {
    const { seconds } = result;
    console.log(heading(result.title));
    console.log(`$ ${result.command} ${result.args.join(" ")}\n`);
    process.stdout.write(Buffer.concat(result.output));
    const why = failure(result);
    if (why) {
      console.error(`\n✗ ${result.title} failed (${why}).`);
      failed.push([result.title, why, seconds, result.status]);
    } else console.log(`\n✓ ${result.title} (${seconds}s, beside the others of this group)`);
  }
  if (failed.length) fail(failed.map(([title]) => title).join(", "), failed[0][1], failed[0][2], failed[0][3]);
}
console.log(`\nAll ${total} steps passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
