import { defineConfig, devices } from "@playwright/test";
import { launchOptions } from "./tests/browser.mjs";

// End-to-end tests run against the production build served by `astro preview`.
const port = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2, // the machines have two cores
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    launchOptions: launchOptions(),
    trace: "retain-on-failure",
  },
  // One browser; tests about phones set `test.use({ viewport: { width: 390, height: 844 } })`.
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: `npx astro preview --host 127.0.0.1 --port ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
