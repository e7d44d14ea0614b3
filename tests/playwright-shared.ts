// What both Playwright configs share (playwright.config.ts: the build on `astro preview`;
// playwright.nginx.config.ts: the build on nginx): the browser, two workers, no retries, no traces.
import { devices, type PlaywrightTestConfig } from "@playwright/test";
import { launchOptions } from "./browser.mjs";

/** One browser; tests about phones set `test.use({ viewport: { width: 390, height: 844 } })`. */
export const BROWSER = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } };

export function sharedConfig(baseURL: string): PlaywrightTestConfig {
  return {
    fullyParallel: true,
    workers: 2, // the machines have two cores
    // No retries, on CI either: a test that passes only on its second try hides a race a visitor will meet.
    retries: 0,
    use: {
      baseURL,
      launchOptions: launchOptions(),
      // No traces by default: recording one costs every test time. To see a failure step by step, run
      // `npx playwright test <file> --trace retain-on-failure` and open it with `npx playwright show-trace`.
      trace: "off",
    },
    projects: [{ name: "chromium", use: BROWSER }],
  };
}
