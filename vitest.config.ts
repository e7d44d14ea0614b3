/// <reference types="vitest/config" />
import { availableParallelism } from "node:os";
import { getViteConfig } from "astro/config";

// Unit and component tests. Component tests opt into a DOM with
// `// @vitest-environment jsdom` at the top of the file.
export default getViteConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    globals: true,
    // Vitest's default leaves one core for itself, which on these two-core machines means one test file at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ["tests/unit/setup.ts"],
    // Anything that reads the podcast feed uses its kept copy (src/content/feeds/): tests never reach the network.
    env: { FEEDS_OFFLINE: "1" },
  },
});
