// How tests and scripts launch Chromium: Debian's packages when they exist (no browser download works on
// closed networks), else Playwright's own. Debian's chromium-headless-shell comes first: the same engine as
// /usr/bin/chromium without the browser around it, it runs the end-to-end suite in about two-thirds of the
// time on two cores. scripts/ensure-browser.mjs installs it when it can.
import { existsSync } from "node:fs";

export const SYSTEM_CHROMIUM = "/usr/bin/chromium";
export const SYSTEM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

// Flags a closed network needs: no sandbox as root, no background traffic.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The system Chromium the tests launch, or undefined (then Playwright's own). */
export function systemBrowser() {
  return [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM].find((path) => existsSync(path));
}

export function launchOptions() {
  const executablePath = systemBrowser();
  return executablePath ? { executablePath, args: CHROMIUM_ARGS } : { args: CHROMIUM_ARGS };
}
