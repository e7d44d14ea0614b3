// A scratch copy of the project, for scripts that change content and build it without touching the working tree
// (scripts/content-edits.mjs, scripts/scale-content.mjs).
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, realpathSync, symlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Copies the files git knows (and new ones it does not ignore) to `copy`, with node_modules linked entry by entry
 *  so the caches Astro and Vite keep there stay the copy's own. */
export function copyProject(copy) {
  const listed = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split("\0").filter(Boolean)) {
    const target = join(copy, file);
    mkdirSync(dirname(target), { recursive: true });
    try {
      copyFileSync(join(root, file), target);
    } catch (error) {
      if (error.code !== "ENOENT") throw error; // deleted in the working tree, not yet in git
    }
  }
  const modules = realpathSync(join(root, "node_modules"));
  mkdirSync(join(copy, "node_modules"));
  for (const name of readdirSync(modules)) {
    if (name === ".astro" || name === ".vite") continue;
    symlinkSync(join(modules, name), join(copy, "node_modules", name));
  }
}
