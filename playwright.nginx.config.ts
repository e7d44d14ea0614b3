import { defineConfig } from "@playwright/test";
import { sharedConfig } from "./tests/playwright-shared";

// The nginx smoke suite (`npm run test:nginx`): the last build served by nginx
// with deploy/nginx.conf (scripts/test-nginx.mjs), so status codes, redirects,
// compression and response headers are the real ones.
const port = Number(process.env.NGINX_PORT ?? 4343);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...sharedConfig(baseURL),
  testDir: "tests/nginx",
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report/nginx" }]],
  outputDir: "test-results/nginx",
  webServer: {
    command: `node scripts/test-nginx.mjs --port=${port}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    // SIGTERM lets the script stop nginx and remove its temporary folder.
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    timeout: 30_000,
  },
});
