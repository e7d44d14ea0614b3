// Makes sure a Chromium exists for the end-to-end tests (run by `npm test`
// before Playwright). In order: Debian's /usr/bin/chromium (what
// tests/browser.mjs launches), Playwright's own Chromium, a Playwright
// download, then — as root on Debian/Ubuntu — apt-get. Stops with one sentence
// saying what to install when none of these works.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import { SYSTEM_CHROMIUM } from "../tests/browser.mjs";

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

if (existsSync(SYSTEM_CHROMIUM)) found("system package", SYSTEM_CHROMIUM);

const bundled = playwrightChromium();
if (bundled) found("Playwright", bundled);

console.log("No Chromium found; trying Playwright's download.");
if (run("npx", ["playwright", "install", "chromium"], 300)) {
  const downloaded = playwrightChromium();
  if (downloaded) found("Playwright download", downloaded);
}

const isRoot = process.getuid?.() === 0;
const isDebian = existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");
if (isRoot && isDebian) {
  console.log("Trying the Debian/Ubuntu package.");
  if (run("apt-get", ["update"], 600) && run("apt-get", ["install", "-y", "chromium"], 900)) {
    if (existsSync(SYSTEM_CHROMIUM)) found("system package, just installed", SYSTEM_CHROMIUM);
  }
}

console.error(
  "\nNo Chromium for the end-to-end tests: install it with `npx playwright install chromium` or, on Debian/Ubuntu, `sudo apt-get install chromium`, then run npm test again.",
);
process.exit(1);
