import { defineConfig } from "@playwright/test";
import { BROWSER, sharedConfig } from "./tests/playwright-shared";

// End-to-end tests run against the production build served by `astro preview`.
const port = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;

const STUDIO = /studio\.spec\.ts$/;

export default defineConfig({
  ...sharedConfig(baseURL),
  testDir: "tests/e2e",
  // The studio's tests come first: they start `astro dev` and decap-server and run one after another (about 40 s in
  // one worker), so begun first they overlap with everything else instead of being left alone at the end.
  projects: [
    { name: "studio", testMatch: STUDIO, use: BROWSER },
    { name: "chromium", testIgnore: STUDIO, use: BROWSER },
  ],
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  webServer: {
    command: `npx astro preview --host 127.0.0.1 --port ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
