/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { getViteConfig } from "astro/config";

// Unit and component tests. Component tests opt into a DOM with
// `// @vitest-environment jsdom` at the top of the file.
//
// Two projects, sorted by reading each file: a file that asks for a DOM, mocks a module or stubs a global gets a
// fresh module registry of its own ("isolated"); every other file only calls functions, so those files share one
// registry per worker ("logic") and the schemas, loaders and content are imported once per worker, not once per
// file. A new test file lands in the right project by itself.
const UNIT = "tests/unit";
const NEEDS_ISOLATION = /@vitest-environment|\bvi\.(?:mock|doMock|stubGlobal|stubEnv|spyOn|useFakeTimers)\b/;
const isolated = readdirSync(UNIT)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => NEEDS_ISOLATION.test(readFileSync(`${UNIT}/${file}`, "utf8")))
  .map((file) => `${UNIT}/${file}`);

export default getViteConfig({
  test: {
    globals: true,
    // Vitest's default leaves one core for itself, which on these two-core machines means one test file at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    setupFiles: ["tests/unit/setup.ts"],
    // Anything that reads the podcast feed uses its kept copy (src/content/feeds/): tests never reach the network.
    env: { FEEDS_OFFLINE: "1" },
    projects: [
      {
        extends: true,
        test: { name: "logic", include: [`${UNIT}/**/*.test.{ts,tsx}`], exclude: isolated, isolate: false },
      },
      ...(isolated.length ? [{ extends: true as const, test: { name: "isolated", include: isolated } }] : []),
    ],
  },
});
