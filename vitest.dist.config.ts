import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Checks over the production build in dist/ (html-validate, links and anchors). `npm test` runs
// them after `astro build`; alone: `npm run test:dist` (build first).
export default defineConfig({
  test: {
    include: ["tests/dist/**/*.test.ts"],
    globals: true,
    // The files only read dist/ and the content: they can share one module registry per worker, so the content
    // and html-validate are loaded once per worker instead of once per file (15 s → 9 s).
    isolate: false,
    // Vitest's default leaves one core for itself, which on these two-core machines means one test file at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The podcast feed from its kept copy only (src/content/feeds/): tests never reach the network.
    env: { FEEDS_OFFLINE: "1" },
    // Several pages per file: html-validate and the DOM parser take a moment on 2 cores.
    testTimeout: 30_000,
  },
});
