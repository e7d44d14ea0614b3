// SLOW (runs `astro build`, ~5–30 s): a broken content file must stop the
// build with a message naming the file and the field, so an editor knows
// exactly what to fix. Works on a copy of the project in a temp folder.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const astroCli = join(projectRoot, "node_modules/astro/bin/astro.mjs");
const SKIP = new Set(["node_modules", "dist", ".astro", ".git", "test-results", "playwright-report"]);

let copy: string;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), "endevo-content-errors-"));
  cpSync(projectRoot, copy, {
    recursive: true,
    filter: (source) => source === projectRoot || !SKIP.has(basename(source)),
  });
  // The installed packages, linked one by one so that the caches Astro and Vite
  // keep in node_modules (.astro, .vite) stay the copy's own.
  const modules = realpathSync(join(projectRoot, "node_modules"));
  mkdirSync(join(copy, "node_modules"));
  for (const name of readdirSync(modules)) {
    if (name === ".astro" || name === ".vite") continue;
    symlinkSync(join(modules, name), join(copy, "node_modules", name));
  }
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Rewrites one content file in the copy; returns a function that puts it back. */
function edit(file: string, change: (text: string) => string) {
  const path = join(copy, file);
  const before = readFileSync(path, "utf8");
  const after = change(before);
  expect(after).not.toBe(before);
  writeFileSync(path, after);
  return () => writeFileSync(path, before);
}

function build() {
  const result = spawnSync(process.execPath, [astroCli, "build"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", NO_COLOR: "1", FORCE_COLOR: "0" },
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe("build-level content errors (slow: runs astro build)", () => {
  it("an invalid URL in settings/site.yaml fails the build naming the file and the field", { timeout: 150_000 }, () => {
    const restore = edit("src/content/settings/site.yaml", (text) =>
      text.replace(/^(\s*assessment:\s*)https:\/\//m, "$1"),
    );
    const { status, output } = build();
    restore();
    expect(status, output).not.toBe(0);
    expect(output).toContain("src/content/settings/site.yaml");
    expect(output).toContain("links.assessment");
    expect(output).toContain("must be a full web address starting with https://");
  });

  it("an unknown category in a partner offer fails the build naming the file", { timeout: 150_000 }, () => {
    const restore = edit("src/content/offers/prisidio.yaml", (text) =>
      text.replace(/^category: .*$/m, "category: vault"),
    );
    const { status, output } = build();
    restore();
    expect(status, output).not.toBe(0);
    expect(output).toContain("src/content/offers/prisidio.yaml");
    expect(output).toContain("category: must be one of: beliefs, legal, financial, physical, digital");
  });
});
