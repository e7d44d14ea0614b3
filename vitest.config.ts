/// <reference types="vitest/config" />
import { getViteConfig } from "astro/config";

// Unit and component tests. Component tests opt into a DOM with
// `// @vitest-environment jsdom` at the top of the file.
export default getViteConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    globals: true,
    setupFiles: ["tests/unit/setup.ts"],
    // Anything that reads the podcast feed uses its kept copy (src/content/feeds/): tests never reach the network.
    env: { FEEDS_OFFLINE: "1" },
  },
});
