// `npm test`: every check the site must pass, in order, stopping at the first
// failure with its exit code. The same command runs in CI (.ci/run).
//   lint → types (astro check) → unit tests → production build (and one with analytics on) → built HTML → browser → end-to-end tests
//   → nginx → the build served by nginx with deploy/nginx.conf (headers, status codes)
import { spawnSync } from "node:child_process";
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

const steps = [
  ["Lint (ESLint, zero warnings)", "eslint", [".", "--max-warnings=0"]],
  ["Formatting (Prettier)", "prettier", ["--check", "."]],
  ["Types and templates (astro check)", "astro", ["check"]],
  ["Unit tests (Vitest)", "vitest", ["run"]],
  ["Production build (astro build)", "astro", ["build"]],
  // The same site with visitor counts on (dist-analytics/), for tests/e2e/analytics.spec.ts.
  ["Build with analytics on (npm run build:analytics-test)", "node", ["scripts/build-analytics-test.mjs"]],
  ["Built HTML (html-validate, links and anchors)", "vitest", ["run", "--config", "vitest.dist.config.ts"]],
  ["Browser for the end-to-end tests", "node", ["scripts/ensure-browser.mjs"]],
  ["End-to-end tests (Playwright, production build)", "playwright", ["test"]],
  ["nginx for the hosting tests", "node", ["scripts/ensure-nginx.mjs"]],
  ["Hosting tests (the build on nginx)", "playwright", ["test", "-c", "playwright.nginx.config.ts"]],
];

const started = Date.now();
for (const [index, [title, command, args]] of steps.entries()) {
  const heading = `Step ${index + 1}/${steps.length}: ${title}`;
  console.log(`\n${"=".repeat(heading.length)}\n${heading}\n${"=".repeat(heading.length)}`);
  console.log(`$ ${command} ${args.join(" ")}\n`);
  const stepStart = Date.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: "inherit" });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.error || result.status !== 0) {
    const code = result.status || 1;
    const why = result.error ? result.error.message : result.signal ? `signal ${result.signal}` : `exit code ${code}`;
    console.error(`\n✗ ${title} failed (${why}) after ${seconds}s. Fix it and run npm test again.`);
    process.exit(code);
  }
  console.log(`\n✓ ${title} (${seconds}s)`);
}
console.log(`\nAll ${steps.length} steps passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
