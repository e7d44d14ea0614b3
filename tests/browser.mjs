// How tests and scripts launch Chromium: Debian's /usr/bin/chromium when it
// exists (no browser download works on closed networks), else Playwright's own.
import { existsSync } from "node:fs";

export const SYSTEM_CHROMIUM = "/usr/bin/chromium";

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

export function launchOptions() {
  return existsSync(SYSTEM_CHROMIUM)
    ? { executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_ARGS }
    : { args: CHROMIUM_ARGS };
}
