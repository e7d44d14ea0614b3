// Makes sure a Chromium exists for the end-to-end tests (run by `npm test`
// before Playwright). In order: Debian's chromium-headless-shell (what
// tests/browser.mjs launches first; installed beside Debian's chromium when
// run as root), Debian's chromium, Playwright's own Chromium, a Playwright
// download, then — as root on Debian/Ubuntu — apt-get. Stops with one sentence
// saying what to install when none of these works.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { SYSTEM_CHROMIUM, SYSTEM_HEADLESS_SHELL } from "../tests/browser.mjs";

function playwrightChromium() {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function run(command, args, timeoutSeconds) {
  console.log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", timeout: timeoutSeconds * 1000 });
  return !result.error && result.status === 0;
}

function found(where, path) {
  console.log(`Chromium for the end-to-end tests: ${path} (${where}).`);
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
const isDebian = existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");

if (existsSync(SYSTEM_HEADLESS_SHELL)) found("system package", SYSTEM_HEADLESS_SHELL);
// Debian's headless shell runs the suite faster than the full browser: add it beside an installed Chromium.
if (existsSync(SYSTEM_CHROMIUM) && isRoot && isDebian) {
  const install = ["install", "-y", "--no-install-recommends", "chromium-headless-shell"];
  if (run("apt-get", install, 600) || (run("apt-get", ["update"], 600) && run("apt-get", install, 600))) {
    if (existsSync(SYSTEM_HEADLESS_SHELL)) found("system package, just installed", SYSTEM_HEADLESS_SHELL);
  }
  console.log("chromium-headless-shell could not be installed; the full Chromium runs the tests, more slowly.");
}
if (existsSync(SYSTEM_CHROMIUM)) found("system package", SYSTEM_CHROMIUM);

const bundled = playwrightChromium();
if (bundled) found("Playwright", bundled);

console.log("No Chromium found; trying Playwright's download.");
if (run("npx", ["playwright", "install", "chromium"], 300)) {
  const downloaded = playwrightChromium();
  if (downloaded) found("Playwright download", downloaded);
}

if (isRoot && isDebian) {
  console.log("Trying the Debian/Ubuntu package.");
  if (run("apt-get", ["update"], 600) && run("apt-get", ["install", "-y", "chromium-headless-shell"], 900)) {
    if (existsSync(SYSTEM_HEADLESS_SHELL)) found("system package, just installed", SYSTEM_HEADLESS_SHELL);
  }
}

console.error(
  "\nNo Chromium for the end-to-end tests: install it with `npx playwright install chromium` or, on Debian/Ubuntu, `sudo apt-get install chromium-headless-shell`, then run npm test again.",
);
process.exit(1);
