import { defineConfig } from "@playwright/test";
import { sharedConfig } from "./tests/playwright-shared";

// End-to-end tests run against the production build served by `astro preview`.
const port = Number(process.env.E2E_PORT ?? 4321);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...sharedConfig(baseURL),
  testDir: "tests/e2e",
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  webServer: {
    command: `npx astro preview --host 127.0.0.1 --port ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
