// The launch-readiness list: entries marked `sample: true` (invented testimonials
// and team members must be marked as such, and replaced before launch).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { load } from "js-yaml";
import { afterEach, describe, expect, it } from "vitest";
import { findSamples, formatSamples } from "../../src/integrations/sample-content.mjs";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const contentCheck = join(projectRoot, "scripts/content-check.mjs");

type Entry = { name: string; sample?: boolean };

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A throwaway project with the given files under src/content/. */
function project(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), "endevo-samples-"));
  for (const [name, text] of Object.entries(files)) {
    const path = join(root, "src/content", name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  return root;
}

const testimonials = `testimonials:
  - { initial: M, name: Fixture Quote One (sample), text: Calm afternoons., sample: true }
  - { initial: R, name: Ruth Example, text: A real quote. }
  - { initial: D, name: Fixture Quote Two (sample), text: Lighter, not sadder., sample: true }
  - { initial: J, name: Jo, text: Not a sample., sample: false }
`;
const team = `members:
  - { name: Niki Weiss, title: Founder, organization: ENDevo }
  - { name: Jordan Ellis (sample), title: Member Care, organization: ENDevo, sample: true }
`;
const samplePost = `---
title: Five conversations to have this year
description: Gentle ways to start talking about wishes.
sample: true
---

Body text with sample: true in it is not frontmatter.
`;
const realPost = `---
title: A real post
sample: false
---
sample: true
`;

describe("findSamples", () => {
  it("lists sample testimonials, team members and blog posts with file and name", () => {
    const dir = project({
      "testimonials.yaml": testimonials,
      "team/team.yaml": team,
      "blog/five-conversations.md": samplePost,
      "blog/real.md": realPost,
      "values.yaml": "values: []\n",
    });
    expect(findSamples(dir)).toEqual([
      { file: "src/content/blog/five-conversations.md", name: "Five conversations to have this year" },
      { file: "src/content/team/team.yaml", name: "Jordan Ellis (sample)" },
      { file: "src/content/testimonials.yaml", name: "Fixture Quote One (sample)" },
      { file: "src/content/testimonials.yaml", name: "Fixture Quote Two (sample)" },
    ]);
  });

  it("finds nothing when every entry is real, or when there is no content", () => {
    expect(findSamples(project({ "blog/real.md": realPost, "team/team.yaml": "members: []\n" }))).toEqual([]);
    expect(findSamples(project({}))).toEqual([]);
  });

  it("skips files that do not parse (the build's schemas report those)", () => {
    expect(findSamples(project({ "testimonials.yaml": "testimonials: [oops" }))).toEqual([]);
  });

  it("finds every sample the real testimonials and team still have, and nothing else there", () => {
    const found = findSamples(projectRoot);
    for (const [file, key] of [
      ["testimonials.yaml", "testimonials"],
      ["team/team.yaml", "members"],
    ] as const) {
      const entries = (load(readFileSync(join(projectRoot, "src/content", file), "utf8")) as Record<string, Entry[]>)[
        key
      ]!;
      expect(found.filter((sample) => sample.file === `src/content/${file}`).map((sample) => sample.name)).toEqual(
        entries.filter((entry) => entry.sample === true).map((entry) => entry.name),
      );
    }
  });
});

describe("formatSamples", () => {
  it("prints a short list", () => {
    expect(formatSamples([{ file: "src/content/team/team.yaml", name: "Jordan Ellis (sample)" }])).toBe(
      "1 sample entry to replace before launch (marked sample: true):\n  src/content/team/team.yaml: Jordan Ellis (sample)",
    );
  });

  it("says so when nothing is left", () => {
    expect(formatSamples([])).toBe("No sample content left: every entry is real.");
  });
});

describe("npm run content:check", () => {
  const run = (cwd: string, ...args: string[]) =>
    spawnSync(process.execPath, [contentCheck, ...args], { cwd, encoding: "utf8" });

  it("prints the list and succeeds without --strict", () => {
    const result = run(project({ "testimonials.yaml": testimonials }));
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("src/content/testimonials.yaml: Fixture Quote One (sample)");
  });

  it("fails with --strict while samples remain", () => {
    const result = run(project({ "testimonials.yaml": testimonials }), "--strict");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Not ready for launch");
  });

  it("passes with --strict once every entry is real", () => {
    const result = run(project({ "team/team.yaml": "members:\n  - { name: Niki Weiss }\n" }), "--strict");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("No sample content left");
  });
});
