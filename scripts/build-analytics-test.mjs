// Builds the site with analytics switched on into dist-analytics/, for tests/e2e/analytics.spec.ts, without editing
// src/content/settings/site.yaml: the `analytics` block comes from the ENDEVO_TEST_ANALYTICS variable
// (src/integrations/security-policy.mjs). The provider's address is a test host that Playwright answers itself
// (page.route), so nothing ever reaches a real analytics service.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { ANALYTICS_FOR_TESTS } from "../src/integrations/security-policy.mjs";

/** The analytics block of the test build. */
export const TEST_ANALYTICS = {
  provider: "plausible",
  script: "https://analytics.endevo.test/js/script.js",
  domain: "endevo.life",
};
export const TEST_ANALYTICS_DIST = "dist-analytics";

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = spawnSync("astro", ["build", "--outDir", TEST_ANALYTICS_DIST], {
    stdio: "inherit",
    env: { ...process.env, [ANALYTICS_FOR_TESTS]: JSON.stringify(TEST_ANALYTICS), ASTRO_TELEMETRY_DISABLED: "1" },
  });
  process.exit(result.status ?? 1);
}
