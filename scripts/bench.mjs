// `npm run bench`: what each page costs a visitor on a phone, measured against the site's targets.
//
// Builds the site (timed, from clean), serves dist/ like a CDN (scripts/static-server.mjs: HTTPS + HTTP/2,
// Brotli, clean URLs, 404.html with status 404), then for every route of tests/e2e/routes.ts plus one
// placeholder route (docs/REQUIREMENTS.md §3.18: shows the 404 page):
//   1. loads the page once in Chromium at 390×844 (phone, cold cache) with no scroll or interaction, and counts
//      requests, transferred (compressed) and decoded bytes by type, the JavaScript that runs before any
//      interaction, and requests to other hosts;
//   2. runs Lighthouse (mobile, default simulated throttling: 150 ms RTT, 1.6 Mbps, 4× CPU) for the
//      performance, accessibility, best-practices and SEO scores and FCP, LCP, TBT, CLS — each the median of
//      three runs on every page (Lighthouse's advice on variability: one run is one sample), with every run's
//      TBT shown beside it (--runs=N, at least 3 for the home page).
// Writes bench/results/bench-<time>.{md,json} and latest.{md,json}, prints the tables and marks each target
// met (✓) or missed (✗). A benchmark, not a test: it never fails on numbers (exit code 0 unless it cannot run).
//
// Options: --no-build (measure the last build), --routes=/,/plan (only these), --runs=N (Lighthouse runs per
// page; home always at least 3), --no-lighthouse, --http (plain HTTP/1.1 instead of HTTPS + HTTP/2),
// --port=4344, --throttling=devtools (Lighthouse slows the network and CPU for real instead of simulating).
// Chromium: CHROME_PATH, else /usr/bin/chromium, else Playwright's.
//
// Two other modes, each instead of the above:
//   --scale           content at ten times today's size (scripts/scale-content.mjs: 40 posts, 30 episodes, 50
//                     offers, one category without a partner) in a scratch copy: builds today's content and the
//                     copy in turn (--build-runs=N each, default 2; wall and CPU time), checks that the scaled build
//                     takes at most 3× today's, that every page of it keeps the ceilings of scripts/budgets.mjs
//                     (every .html in its dist/, so new routes count by themselves), and times choosing categories
//                     on its /marketplace (50 offers) with the CPU slowed 4×. --keep-scale keeps the copy.
//   --compare-expect  first paint with and without a render-blocking <link rel="expect"> (first paint waits until
//                     the whole page is parsed): serves the build and a copy with the link removed or added,
//                     and runs Lighthouse --runs times (default 3) on each, alternating, on a representative set of
//                     routes (or --routes=…); prints FCP and LCP medians side by side.
/* global document, requestAnimationFrame -- page.evaluate callbacks run in the browser */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants } from "node:zlib";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, SYSTEM_CHROMIUM } from "../tests/browser.mjs";
import { attr, CEILINGS, filesIn, kb as kbOf, overBudget, readBuild, tags } from "./budgets.mjs";
import { aggregate, median, summarise } from "./lighthouse-runs.mjs";
import { scaleCopy } from "./scale-content.mjs";
import { startStaticServer } from "./static-server.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name) => args.includes(`--${name}`);

const PORT = Number(option("port") ?? 4344);
const RUNS = Math.max(1, Number(option("runs") ?? 3));
const HOME_RUNS = Math.max(3, RUNS);
const PLACEHOLDER = "/careers"; // a placeholder route (docs/REQUIREMENTS.md §3.18): the 404 page, status 404
// Lighthouse stops at a 404 status (ERRORED_DOCUMENT_REQUEST), so it audits the same page as a file.
const LIGHTHOUSE_PATH = { [PLACEHOLDER]: "/404" };
const VIEWPORT = { width: 390, height: 844 };
const KB = 1024; // kilobytes as Lighthouse and DevTools count them (KiB)

// The targets of issue 7. Page weight: the home page has the video poster and more sections.
const TARGETS = {
  score: 100,
  lcpMs: 1500,
  tbtMs: 0,
  cls: 0.01,
  jsBytes: 4 * KB,
  otherHosts: 0,
  homeBytes: 200 * KB,
  pageBytes: 120 * KB,
  buildSeconds: 20,
};

const chromePath =
  process.env.CHROME_PATH ?? (existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : chromium.executablePath());
const env = {
  ...process.env,
  PATH: [join(root, "node_modules", ".bin"), process.env.PATH].join(delimiter),
  ASTRO_TELEMETRY_DISABLED: "1",
  // The podcast feed from its kept copy (src/content/feeds/): no network during the build.
  FEEDS_OFFLINE: "1",
};

/** The route table shared with the end-to-end tests (tests/e2e/routes.ts), read without a TypeScript loader. */
function readRoutes() {
  const source = readFileSync(join(root, "tests/e2e/routes.ts"), "utf8");
  // Only the ROUTES array: the placeholder routes listed after it are measured once, as PLACEHOLDER.
  const start = source.indexOf("export const ROUTES");
  const table = source.slice(start, source.indexOf("];", start));
  return [...table.matchAll(/"(\/[^"]*)"/g)].map((match) => match[1]);
}

function build() {
  // A full production build from clean: no previous output, no content-layer or asset cache.
  rmSync(join(root, "dist"), { recursive: true, force: true });
  rmSync(join(root, ".astro"), { recursive: true, force: true });
  console.log("Building the site (astro build, from clean)…");
  const started = performance.now();
  const result = spawnSync("astro", ["build"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  const seconds = (performance.now() - started) / 1000;
  if (result.error || result.status !== 0) {
    console.error("The build failed; run `npx astro build` to see why.");
    process.exit(1);
  }
  return seconds;
}

const TYPE_OF = {
  Document: "html",
  Stylesheet: "css",
  Script: "js",
  Font: "fonts",
  Image: "images",
  Media: "media",
};
const TYPES = ["html", "css", "js", "fonts", "images", "media", "other"];

/** One cold page load at phone size; no scrolling, no input. */
async function measurePage(browser, origin, path) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
    if (request.url.startsWith("data:")) return;
    requests.set(requestId, { url: request.url, type: TYPE_OF[type] ?? "other", transfer: 0, decoded: 0 });
  });
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    const entry = requests.get(requestId);
    if (entry) entry.status = response.status;
  });
  cdp.on("Network.dataReceived", ({ requestId, dataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.decoded += dataLength;
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.transfer = encodedDataLength;
  });
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  // Nothing may leave the machine: other hosts are recorded (above) and refused.
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );

  const response = await page.goto(origin + path, { waitUntil: "load" });
  // Let late requests (lazy loaders, observers) happen, then stop counting.
  let quietSince = Date.now();
  let count = requests.size;
  const deadline = Date.now() + 8000;
  while (Date.now() - quietSince < 1500 && Date.now() < deadline) {
    await page.waitForTimeout(250);
    if (requests.size !== count) [count, quietSince] = [requests.size, Date.now()];
  }
  // Inline scripts that run on load (JSON data blocks do not run).
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll("script:not([src])")]
      .filter((script) => ["", "module", "text/javascript", "application/javascript"].includes(script.type))
      .map((script) => script.textContent ?? ""),
  );
  await context.close();

  const bytes = Object.fromEntries(TYPES.map((type) => [type, { transfer: 0, decoded: 0, count: 0 }]));
  const otherHosts = [];
  for (const entry of requests.values()) {
    if (new URL(entry.url).origin !== origin) {
      otherHosts.push(entry.url);
      continue;
    }
    bytes[entry.type].transfer += entry.transfer;
    bytes[entry.type].decoded += entry.decoded;
    bytes[entry.type].count += 1;
  }
  const inlineText = inline.join("\n");
  // Inline scripts travel inside the compressed HTML: count them at their Brotli size.
  const inlineBytes = inlineText
    ? brotliCompressSync(inlineText, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    : 0;
  const total = Object.values(bytes).reduce((sum, type) => sum + type.transfer, 0);
  return {
    path,
    status: response?.status(),
    requests: [...requests.values()].filter((entry) => new URL(entry.url).origin === origin).length,
    transfer: total,
    decoded: Object.values(bytes).reduce((sum, type) => sum + type.decoded, 0),
    bytes,
    js: {
      external: bytes.js.transfer,
      inline: inlineBytes,
      inlineScripts: inline.length,
      total: bytes.js.transfer + inlineBytes,
    },
    otherHosts,
  };
}

const THROTTLING = option("throttling") === "devtools" ? "devtools" : "simulate";

async function lighthouseRun(url, https, categories = ["performance", "accessibility", "best-practices", "seo"]) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS, ...(https ? ["--ignore-certificate-errors"] : [])],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      throttlingMethod: THROTTLING,
    });
    return result?.lhr;
  } finally {
    chrome.kill();
  }
}

const kb = (bytes) => (bytes / KB).toFixed(1);
const ms = (value) => `${Math.round(value)}`;
const mark = (ok) => (ok ? "✓" : "✗");

// Lighthouse audits the placeholder (404) page fails on purpose: it is not indexable, answers 404 and logs the path.
const EXPECTED_ON_404 = /^(seo: (http-status-code|is-crawlable)|best-practices: errors-in-console)$/;
const onlyExpectedFailures = (page, lh, category) =>
  page.path === PLACEHOLDER &&
  lh.failing.filter((id) => id.startsWith(`${category}:`)).every((id) => EXPECTED_ON_404.test(id));

/** Which targets a page meets. The placeholder is a 404 page: an SEO score of 100 would be wrong there. */
function checks(page, lh, isHome) {
  const weight = isHome ? TARGETS.homeBytes : TARGETS.pageBytes;
  const list = [
    [`first load ≤ ${weight / KB} KB`, page.transfer <= weight],
    [`JS before interaction ≤ ${TARGETS.jsBytes / KB} KB`, page.js.total <= TARGETS.jsBytes],
    ["no other hosts", page.otherHosts.length <= TARGETS.otherHosts],
  ];
  if (lh) {
    list.push(
      ["performance 100", lh.performance >= TARGETS.score],
      ["accessibility 100", lh.accessibility >= TARGETS.score],
      // The 404 page logs the missing path with console.error (docs/REQUIREMENTS.md §3.18), which Lighthouse counts against it.
      ["best practices 100", lh.bestPractices >= TARGETS.score || onlyExpectedFailures(page, lh, "best-practices")],
      [`LCP ≤ ${TARGETS.lcpMs} ms`, lh.lcp <= TARGETS.lcpMs],
      ["TBT 0 ms", lh.tbt <= TARGETS.tbtMs],
      [`CLS ≤ ${TARGETS.cls}`, lh.cls <= TARGETS.cls],
    );
    if (page.path !== PLACEHOLDER) list.push(["SEO 100", lh.seo >= TARGETS.score]);
  }
  return list;
}

function tables(pages, buildSeconds, meta) {
  const lines = [];
  lines.push(
    `Measured ${meta.date} on ${meta.machine}; ${meta.protocol}; Lighthouse ${meta.lighthouse}, mobile, simulated throttling.`,
  );
  lines.push("");
  // Only the load before the run says whether something else was using the machine: the load after includes the
  // bench's own Chromium and Lighthouse, which keep both cores busy on an otherwise idle machine.
  const busy = meta.load.before > meta.load.cores / 2;
  lines.push(
    `Machine load (1-minute average) ${meta.load.before} before, ${meta.load.after} after (the bench's own Chromium included), on ${meta.load.cores} cores${busy ? " — **busy before the run: build time, TBT and Lighthouse timings may be inflated; run again when the machine is idle**" : ""}.`,
  );
  lines.push("");
  lines.push(
    `Full production build (from clean): ${buildSeconds === undefined ? "not run (--no-build)" : `${buildSeconds.toFixed(1)} s ${mark(buildSeconds <= TARGETS.buildSeconds)} (target ≤ ${TARGETS.buildSeconds} s)`}`,
  );
  lines.push("");
  lines.push("### First load at 390×844, no interaction (KB transferred / decoded)");
  lines.push("");
  lines.push(
    "| Route | Req | Total | HTML | CSS | JS | Fonts | Images | Media | JS before interaction | Other hosts |",
  );
  lines.push("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|");
  for (const { page } of pages) {
    const isHome = page.path === "/";
    const limit = isHome ? TARGETS.homeBytes : TARGETS.pageBytes;
    const pair = (type) =>
      page.bytes[type].count ? `${kb(page.bytes[type].transfer)} / ${kb(page.bytes[type].decoded)}` : "–";
    lines.push(
      `| ${page.path}${page.status === 404 ? " (404)" : ""} | ${page.requests} | ${kb(page.transfer)} / ${kb(page.decoded)} ${mark(page.transfer <= limit)} | ${pair("html")} | ${pair("css")} | ${pair("js")} | ${pair("fonts")} | ${pair("images")} | ${pair("media")} | ${kb(page.js.total)} ${mark(page.js.total <= TARGETS.jsBytes)} | ${page.otherHosts.length} ${mark(page.otherHosts.length === 0)} |`,
    );
  }
  if (pages.some(({ lh }) => lh)) {
    lines.push("");
    lines.push(
      `### Lighthouse mobile (each value the median of the runs, every run's TBT in brackets; ${PLACEHOLDER} audited as ${LIGHTHOUSE_PATH[PLACEHOLDER]}, the same page)`,
    );
    lines.push("");
    lines.push("| Route | Runs | Perf | A11y | Best pr. | SEO | FCP ms | LCP ms | TBT ms | CLS | SI ms |");
    lines.push("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|");
    for (const { page, lh } of pages) {
      if (!lh) continue;
      const s = (value, na) =>
        na && value < TARGETS.score ? `${value} (n/a: 404)` : `${value} ${mark(value >= TARGETS.score)}`;
      lines.push(
        `| ${page.path} | ${lh.runs} | ${s(lh.performance)} | ${s(lh.accessibility)} | ${s(lh.bestPractices, onlyExpectedFailures(page, lh, "best-practices"))} | ${s(lh.seo, page.path === PLACEHOLDER)} | ${ms(lh.fcp)} | ${ms(lh.lcp)} ${mark(lh.lcp <= TARGETS.lcpMs)} | ${ms(lh.tbt)} ${mark(lh.tbt <= TARGETS.tbtMs)}${lh.runs > 1 ? ` (${lh.tbtRuns.map(ms).join(", ")})` : ""} | ${lh.cls.toFixed(3)} ${mark(lh.cls <= TARGETS.cls)} | ${ms(lh.si)} |`,
      );
    }
  }
  const missed = [];
  for (const { page, lh } of pages) {
    for (const [name, ok] of checks(page, lh, page.path === "/")) if (!ok) missed.push(`${page.path}: ${name}`);
    for (const failing of lh?.failing ?? []) {
      if (page.path === PLACEHOLDER && EXPECTED_ON_404.test(failing)) continue;
      if (!failing.startsWith("performance")) missed.push(`${page.path}: Lighthouse audit ${failing}`);
    }
  }
  if (buildSeconds !== undefined && buildSeconds > TARGETS.buildSeconds) missed.push("build time");
  lines.push("");
  lines.push(
    missed.length
      ? `**Targets missed (${missed.length}):**\n\n${missed.map((m) => `- ${m}`).join("\n")}`
      : "**Every target met.**",
  );
  return { markdown: lines.join("\n"), missed };
}

// ---------------------------------------------------------------------------------------------------------------

const machine = () =>
  `${cpus().length}-core ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB, Chromium ${
    spawnSync(chromePath, ["--version"], { encoding: "utf8" }).stdout?.match(/\d+(\.\d+)+/)?.[0] ?? "?"
  }`;
const load1 = () => Number(loadavg()[0].toFixed(1));
const busyNote = (before) =>
  before > cpus().length / 2
    ? ` — **the machine was busy (1-minute load ${before} on ${cpus().length} cores): timings are inflated and small differences mean nothing**`
    : "";

function writeResults(name, markdown, data) {
  const outDir = join(root, "bench/results");
  mkdirSync(outDir, { recursive: true });
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/[:]/g, "-");
  for (const file of [`${name}-${stamp}`, `latest-${name}`]) {
    writeFileSync(join(outDir, `${file}.md`), `# ${name}\n\n${markdown}\n`);
    writeFileSync(join(outDir, `${file}.json`), JSON.stringify(data, null, 2));
  }
  console.log(`\n${markdown}\n\nWritten to bench/results/${name}-${stamp}.{md,json} (and latest-${name}.*).`);
}

/** A production build of the project in `cwd` from clean, timed: wall-clock seconds and CPU seconds (user + system,
 *  the build's child processes included: steadier than wall time when other work shares the cores). */
function timedBuild(cwd) {
  rmSync(join(cwd, "dist"), { recursive: true, force: true });
  rmSync(join(cwd, ".astro"), { recursive: true, force: true });
  rmSync(join(cwd, "node_modules/.astro"), { recursive: true, force: true });
  const timesDir = mkdtempSync(join(tmpdir(), "endevo-time-"));
  const times = join(timesDir, "time");
  const buildEnv = { ...env, PATH: [join(cwd, "node_modules", ".bin"), env.PATH].join(delimiter) };
  const timer = existsSync("/usr/bin/time");
  const started = performance.now();
  const result = timer
    ? spawnSync("/usr/bin/time", ["-f", "%e %U %S", "-o", times, "astro", "build"], {
        cwd,
        env: buildEnv,
        stdio: ["ignore", "ignore", "inherit"],
      })
    : spawnSync("astro", ["build"], { cwd, env: buildEnv, stdio: ["ignore", "ignore", "inherit"] });
  const wall = (performance.now() - started) / 1000;
  if (result.error || result.status !== 0) {
    console.error(`The build in ${cwd} failed; run \`npx astro build\` there to see why.`);
    process.exit(1);
  }
  const [, user, system] = timer ? readFileSync(times, "utf8").trim().split(/\s+/).slice(-3).map(Number) : [];
  rmSync(timesDir, { recursive: true, force: true });
  return { wall, cpu: timer ? user + system : undefined };
}

/** How long choosing categories takes on a built /marketplace, from the click to the next frame, with the CPU
 *  slowed 4× (a mid-range phone): after React has hydrated (as a visitor scrolls to the cards). */
async function timeFiltering(origin, categories) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      isMobile: true,
      hasTouch: true,
      ignoreHTTPSErrors: true,
    });
    const page = await context.newPage();
    await page.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${origin}/marketplace`, { waitUntil: "load" });
    await page.locator("input[name=category]").first().scrollIntoViewIfNeeded();
    await page.waitForSelector("astro-island[component-url*=MarketplaceBrowser]:not([ssr])");
    const rows = [];
    for (const { label, values } of categories) {
      // Three times each (tick, measure, untick): the median, with every run listed.
      const runs = [];
      let shown = 0;
      for (let run = 0; run < 3; run++) {
        const ms = await page.evaluate(async (values) => {
          const status = document.querySelector("astro-island[component-url*=MarketplaceBrowser] [role=status]");
          const before = status?.textContent;
          const started = performance.now();
          for (const value of values) document.querySelector(`input[name=category][value="${value}"]`)?.click();
          await new Promise((done) => {
            // (Gives up after 10 s, so a page that never answers shows as 10000 ms instead of hanging the bench.)
            const check = () =>
              status?.textContent !== before || performance.now() - started > 10_000
                ? done(undefined)
                : requestAnimationFrame(check);
            check();
          });
          await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
          return performance.now() - started;
        }, values);
        shown = await page.locator("[data-offer-list] [data-offer]:visible").count();
        runs.push(ms);
        // Untick again for the next run.
        await page.evaluate((values) => {
          for (const value of values) document.querySelector(`input[name=category][value="${value}"]`)?.click();
        }, values);
        await page.waitForFunction(() => !document.querySelector("input[name=category]:checked"));
      }
      rows.push({ label, ms: median(runs), runs, shown });
    }
    await context.close();
    return rows;
  } finally {
    await browser.close();
  }
}

async function scaleBench() {
  const buildRuns = Math.max(1, Number(option("build-runs") ?? 2));
  const before = load1();
  const { dir, counts, emptyCategory } = await scaleCopy();
  console.log(`Scaled copy: ${counts.posts} posts, ${counts.episodes} episodes, ${counts.offers} offers in ${dir}`);
  const today = [];
  const scaled = [];
  for (let run = 0; run < buildRuns; run++) {
    console.log(`Build ${run + 1} of ${buildRuns}: today's content, then the scaled copy (from clean)…`);
    today.push(timedBuild(root));
    scaled.push(timedBuild(dir));
  }
  const best = (list, key) => Math.min(...list.map((entry) => entry[key] ?? Infinity));
  const ratio = { wall: best(scaled, "wall") / best(today, "wall"), cpu: best(scaled, "cpu") / best(today, "cpu") };

  const build = readBuild(join(dir, "dist"), dir);
  const pages = build.pages().map((page) => ({ page, ...build.costOf(page) }));
  pages.sort((a, b) => b.html - a.html);
  const over = pages.flatMap((entry) => overBudget(entry, CEILINGS).map((problem) => `${entry.page}: ${problem}`));
  const missing = [];
  // Pictures without a reserved size shift the page as they load; partner logos load only when scrolled to.
  const unsized = [];
  const eagerLogos = [];
  for (const { page } of pages) {
    const html = readFileSync(join(dir, "dist", page), "utf8");
    for (const url of build.pageReferences(html)) if (!build.fileFor(url, page)) missing.push(`${page} → ${url}`);
    for (const img of tags(html, "img")) {
      if (!attr(img, "width") || !attr(img, "height")) unsized.push(`${page}: ${img.slice(0, 100)}`);
      if (/\/_astro\/scaled-/.test(attr(img, "src") ?? "") && attr(img, "loading") !== "lazy")
        eagerLogos.push(`${page}: ${attr(img, "src")}`);
    }
  }

  // Filtering on the scaled marketplace: the category with the most offers, every category with offers, the empty one.
  const offersDir = join(dir, "src/content/offers");
  const byCategory = new Map();
  for (const file of filesIn(offersDir, ".yaml")) {
    const category = readFileSync(join(offersDir, file), "utf8")
      .match(/^category:\s*(\S+)/m)?.[1]
      ?.toLowerCase();
    if (category) byCategory.set(category, (byCategory.get(category) ?? 0) + 1);
  }
  const withOffers = [...byCategory.keys()];
  const largest = [...byCategory].sort((a, b) => b[1] - a[1])[0][0];
  const server = await startStaticServer({ root: join(dir, "dist"), port: PORT, http: flag("http") });
  let filtering;
  try {
    filtering = await timeFiltering(server.url, [
      { label: `one category (${largest})`, values: [largest] },
      { label: `every category with offers (${withOffers.length})`, values: withOffers },
      { label: `the category without offers (${emptyCategory})`, values: [emptyCategory] },
    ]);
  } finally {
    await server.close();
  }
  const after = load1();
  if (!flag("keep-scale")) rmSync(dir, { recursive: true, force: true });

  const seconds = (value) => (value === undefined ? "–" : `${value.toFixed(1)} s`);
  const lines = [
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, "Z")} on ${machine()}.`,
    "",
    `Machine load (1-minute average) ${before} before, ${after} after, on ${cpus().length} cores${busyNote(before)}.`,
    "",
    `Scaled copy: ${counts.posts} posts, ${counts.episodes} episodes, ${counts.offers} partner offers (none in ${emptyCategory}); ${pages.length} public pages.`,
    "",
    "### Build from clean (wall / CPU, each run)",
    "",
    "| Content | " + today.map((_, i) => `Run ${i + 1}`).join(" | ") + " | Best |",
    "|---|" + today.map(() => "--:|").join("") + "--:|",
    `| today | ${today.map((t) => `${seconds(t.wall)} / ${seconds(t.cpu)}`).join(" | ")} | ${seconds(best(today, "wall"))} / ${seconds(best(today, "cpu"))} |`,
    `| scaled | ${scaled.map((t) => `${seconds(t.wall)} / ${seconds(t.cpu)}`).join(" | ")} | ${seconds(best(scaled, "wall"))} / ${seconds(best(scaled, "cpu"))} |`,
    "",
    `Scaled ÷ today (best runs): wall ${ratio.wall.toFixed(2)}×, CPU ${Number.isFinite(ratio.cpu) ? `${ratio.cpu.toFixed(2)}×` : "–"} — ${(Number.isFinite(ratio.cpu) ? ratio.cpu : ratio.wall) <= 3 ? "✓" : "✗"} (target ≤ 3×, judged on CPU time, which other work on the machine stretches less).`,
    "",
    `### Every page of the scaled build against the ceilings (HTML ≤ ${kbOf(CEILINGS.html)}, CSS ≤ ${kbOf(CEILINGS.css)}, JS before interaction ≤ ${kbOf(CEILINGS.js)}; Brotli)`,
    "",
    "| Page | HTML | CSS | JS before interaction | |",
    "|---|--:|--:|--:|---|",
    ...pages
      .slice(0, 12)
      .map(
        (p) =>
          `| ${p.page} | ${kbOf(p.html)} | ${kbOf(p.css)} | ${kbOf(p.js)} | ${overBudget(p, CEILINGS).length ? "✗" : "✓"} |`,
      ),
    ...(pages.length > 12
      ? [
          `| … ${pages.length - 12} more (smaller HTML) | | | | ${pages.slice(12).every((p) => !overBudget(p, CEILINGS).length) ? "✓" : "✗"} |`,
        ]
      : []),
    "",
    over.length
      ? `**Over a ceiling (${over.length}):**\n\n${over.map((o) => `- ${o}`).join("\n")}`
      : "Every page within the ceilings.",
    `Pictures: ${unsized.length ? `**${unsized.length} without width/height** (${unsized.slice(0, 5).join("; ")})` : "every <img> has width and height"}; ${eagerLogos.length ? `**${eagerLogos.length} partner logos not lazy**` : "every partner logo loads lazily"}.`,
    missing.length
      ? `\n**Files referred to but missing (${missing.length}):**\n\n${missing
          .slice(0, 20)
          .map((m) => `- ${m}`)
          .join("\n")}`
      : "",
    "",
    "### Choosing categories on the scaled /marketplace (click to next frame, CPU slowed 4×, three times each)",
    "",
    "| Choice | Offers shown | ms (median) | runs |",
    "|---|--:|--:|---|",
    ...filtering.map(
      (row) => `| ${row.label} | ${row.shown} | ${Math.round(row.ms)} | ${row.runs.map(Math.round).join(", ")} |`,
    ),
  ];
  const markdown = lines.join("\n");
  writeResults("scale", markdown, {
    counts,
    emptyCategory,
    today,
    scaled,
    ratio,
    pages,
    over,
    missing,
    unsized,
    eagerLogos,
    filtering,
    load: { before, after },
  });
}

const EXPECT_LINK = /<link\b[^>]*\brel="expect"[^>]*>/g;

/**
 * The build as it is and a copy that differs only by the render-blocking expect link: removed when the build has
 * it, added when it has not (`<link rel="expect" href="#page-end" blocking="render">` at the end of the head, the
 * marker at the end of the body: first paint waits until the whole page is parsed). Returns both folders.
 */
function expectVariants(dist) {
  const copy = mkdtempSync(join(tmpdir(), "endevo-expect-"));
  cpSync(dist, copy, { recursive: true });
  const pages = filesIn(copy, ".html");
  const has = pages.some((page) => /<link\b[^>]*\brel="expect"/.test(readFileSync(join(copy, page), "utf8")));
  for (const page of pages) {
    const html = readFileSync(join(copy, page), "utf8");
    writeFileSync(
      join(copy, page),
      has
        ? html.replace(EXPECT_LINK, "")
        : html
            .replace("</head>", '<link rel="expect" href="#page-end" blocking="render"></head>')
            .replace("</body>", '<div id="page-end" hidden></div></body>'),
    );
  }
  return {
    with: has ? dist : copy,
    without: has ? copy : dist,
    copy,
    built: has ? "with" : "without",
    pages: pages.length,
  };
}

const COMPARE_ROUTES = ["/", "/company", "/marketplace", "/podcast"]; // two pages of two round trips, two of one

async function compareExpect() {
  const before = load1();
  const buildSeconds = flag("no-build") ? undefined : build();
  const dist = join(root, "dist");
  const variants = expectVariants(dist);
  const https = !flag("http");
  const servers = {
    with: await startStaticServer({ root: variants.with, port: PORT, http: !https }),
    without: await startStaticServer({ root: variants.without, port: PORT + 1, http: !https }),
  };
  const routes = option("routes")?.split(",") ?? COMPARE_ROUTES;
  const results = Object.fromEntries(routes.map((route) => [route, { with: [], without: [] }]));
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const route of routes) {
        // Alternate which variant goes first, so a burst of load does not always land on the same one.
        const order = run % 2 ? ["without", "with"] : ["with", "without"];
        for (const variant of order) {
          const lhr = await lighthouseRun(servers[variant].url + route, https, ["performance"]);
          if (lhr && !lhr.runtimeError) results[route][variant].push(summarise(lhr));
          else console.warn(`Lighthouse failed on ${route} (${variant}): ${lhr?.runtimeError?.message ?? "no result"}`);
        }
        console.log(`run ${run + 1}: ${route}`);
      }
    }
  } finally {
    await servers.with.close();
    await servers.without.close();
    rmSync(variants.copy, { recursive: true, force: true });
  }
  const after = load1();
  const med = (list, key) => median(list.map((entry) => entry[key])) ?? NaN;
  const each = (list, key) => list.map((entry) => Math.round(entry[key])).join(", ");
  const delta = (a, b) => `${b - a > 0 ? "+" : ""}${Math.round(b - a)}`;
  const lines = [
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, "Z")} on ${machine()}; ${https ? "HTTPS + HTTP/2" : "HTTP/1.1"}, Brotli; Lighthouse mobile, ${THROTTLING === "devtools" ? "DevTools throttling (real slowing of network and CPU)" : "simulated throttling"}; ${RUNS} runs per variant and route, alternating.`,
    "",
    `Machine load (1-minute average) ${before} before, ${after} after (the bench's own Chromium included), on ${cpus().length} cores${busyNote(before)}.${buildSeconds === undefined ? "" : ` Build ${buildSeconds.toFixed(1)} s.`} The build is ${variants.built} the link; the other variant is a copy of it with the link ${variants.built === "with" ? "removed" : "added"} (${variants.pages} pages).`,
    "",
    "| Route | FCP with | FCP without | Δ | LCP with | LCP without | Δ | TBT with (runs) | TBT without (runs) |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...routes.map((route) => {
      const { with: a, without: b } = results[route];
      return `| ${route} | ${Math.round(med(a, "fcp"))} | ${Math.round(med(b, "fcp"))} | ${delta(med(a, "fcp"), med(b, "fcp"))} | ${Math.round(med(a, "lcp"))} | ${Math.round(med(b, "lcp"))} | ${delta(med(a, "lcp"), med(b, "lcp"))} | ${Math.round(med(a, "tbt"))} (${each(a, "tbt")}) | ${Math.round(med(b, "tbt"))} (${each(b, "tbt")}) |`;
    }),
    "",
    "FCP and LCP in ms, each the median of the runs; Δ is without minus with (negative: earlier without the link). Every run's FCP:",
    "",
    ...routes.map(
      (route) => `- ${route}: with ${each(results[route].with, "fcp")}; without ${each(results[route].without, "fcp")}`,
    ),
  ];
  writeResults("expect", lines.join("\n"), {
    routes,
    runs: RUNS,
    throttling: THROTTLING,
    load: { before, after },
    results,
  });
}

if (flag("scale")) {
  await scaleBench();
  process.exit(0);
}
if (flag("compare-expect")) {
  await compareExpect();
  process.exit(0);
}

const loadBefore = loadavg()[0];
const buildSeconds = flag("no-build") ? undefined : build();
if (!existsSync(join(root, "dist/index.html"))) {
  console.error("No build in dist/: run without --no-build.");
  process.exit(1);
}
const https = !flag("http");
const server = await startStaticServer({ root: join(root, "dist"), port: PORT, http: !https });
const origin = server.url;
const wanted = option("routes")?.split(",");
const routes = [...readRoutes(), PLACEHOLDER].filter((path) => !wanted || wanted.includes(path));

const pages = [];
try {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  for (const path of routes) {
    pages.push({ page: await measurePage(browser, origin, path) });
    console.log(`measured ${path}`);
  }
  await browser.close();

  if (!flag("no-lighthouse")) {
    for (const entry of pages) {
      const runs = entry.page.path === "/" ? HOME_RUNS : RUNS;
      const results = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await lighthouseRun(origin + (LIGHTHOUSE_PATH[entry.page.path] ?? entry.page.path), https);
        if (lhr && !lhr.runtimeError) results.push(lhr);
        else console.warn(`Lighthouse failed on ${entry.page.path}: ${lhr?.runtimeError?.message ?? "no result"}`);
      }
      if (results.length) entry.lh = aggregate(results.map(summarise));
      console.log(
        `lighthouse ${entry.page.path}: ${entry.lh ? `perf ${entry.lh.performance}, LCP ${ms(entry.lh.lcp)} ms, TBT ${ms(entry.lh.tbt)} ms (runs: ${entry.lh.tbtRuns.map(ms).join(", ")})` : "no result"}`,
      );
    }
  }
} finally {
  await server.close();
}

const meta = {
  date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
  machine: `${cpus().length}-core ${cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GB, Chromium ${
    spawnSync(chromePath, ["--version"], { encoding: "utf8" }).stdout?.match(/\d+(\.\d+)+/)?.[0] ?? "?"
  }`,
  protocol: https ? "HTTPS + HTTP/2, Brotli" : "HTTP/1.1, Brotli",
  lighthouse: JSON.parse(readFileSync(join(root, "node_modules/lighthouse/package.json"), "utf8")).version,
  // Timings (build, TBT, Lighthouse's simulation) stretch when other work competes for the CPU.
  load: { before: Number(loadBefore.toFixed(1)), after: Number(loadavg()[0].toFixed(1)), cores: cpus().length },
};
const { markdown, missed } = tables(pages, buildSeconds, meta);
const outDir = join(root, "bench/results");
mkdirSync(outDir, { recursive: true });
const stamp = meta.date.replace(/[:]/g, "-");
const json = JSON.stringify({ meta, targets: TARGETS, buildSeconds, pages, missed }, null, 2);
for (const name of [`bench-${stamp}`, "latest"]) {
  writeFileSync(join(outDir, `${name}.md`), `# Benchmark\n\n${markdown}\n`);
  writeFileSync(join(outDir, `${name}.json`), json);
}
console.log(`\n${markdown}\n\nWritten to bench/results/bench-${stamp}.{md,json} (and latest.*).`);
