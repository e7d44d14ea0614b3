// Which content file each page comes from, and the sitemap dates worked out from it (src/lib/content/routes.ts).
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lastModified, pageFiles, type Git } from "../../src/lib/content/routes";

/** A project folder with two page files and a dated post. */
function project() {
  const root = mkdtempSync(join(tmpdir(), "routes-"));
  mkdirSync(join(root, "src/content/pages"), { recursive: true });
  mkdirSync(join(root, "src/content/blog"), { recursive: true });
  writeFileSync(join(root, "src/content/pages/home.yaml"), "seo: {}\n");
  writeFileSync(join(root, "src/content/pages/plan.yaml"), "seo: {}\n");
  writeFileSync(join(root, "src/content/blog/a-post.md"), "---\ntitle: A post\ndate: 2025-09-02\n---\nText.\n");
  return root;
}

/** A git that answers from a table of commit dates, recording what it was asked. */
function fakeGit(shallow: string, commits: Record<string, string>) {
  const asked: string[][] = [];
  const git: Git = (args) => {
    asked.push(args);
    if (args[0] === "rev-parse") return shallow;
    return commits[args.at(-1)!] ?? "";
  };
  return { git, asked };
}

describe("content routes", () => {
  it("maps each content file to its page", () => {
    expect(pageFiles(project())).toEqual([
      { path: "/", file: "src/content/pages/home.yaml" },
      { path: "/plan", file: "src/content/pages/plan.yaml" },
      { path: "/blog/a-post", file: "src/content/blog/a-post.md", date: "2025-09-02" },
    ]);
  });

  it("dates a post by its date and a page by its file's last commit; a file never committed gets none", () => {
    const { git, asked } = fakeGit("false", { "src/content/pages/home.yaml": "2025-10-01T12:00:00+02:00" });
    const dates = lastModified(project(), undefined, git);
    expect(Object.fromEntries(dates)).toEqual({ "/": "2025-10-01T12:00:00+02:00", "/blog/a-post": "2025-09-02" });
    expect(asked).toContainEqual(["log", "-1", "--format=%cI", "--", "src/content/pages/plan.yaml"]);
  });

  it("gives pages no date in a shallow clone or without git, rather than a wrong one", () => {
    const commits = { "src/content/pages/home.yaml": "2025-10-01T12:00:00+02:00" };
    expect(Object.fromEntries(lastModified(project(), undefined, fakeGit("true", commits).git))).toEqual({
      "/blog/a-post": "2025-09-02",
    });
    const noGit: Git = () => {
      throw new Error("git: not found");
    };
    expect(Object.fromEntries(lastModified(project(), undefined, noGit))).toEqual({ "/blog/a-post": "2025-09-02" });
  });
});
