import { readFile } from "node:fs/promises";
import { basename, extname } from "node:path";
import { fileURLToPath } from "node:url";
import type { Loader, LoaderContext } from "astro/loaders";
import { load as parseYaml } from "js-yaml";

/**
 * Loads one YAML file as one entry (id = file name without extension).
 * Unlike Astro's file() loader, a file that cannot be read or parsed stops
 * the build with the file's path and the line at fault, so an editor's typo
 * never silently removes a section from the site.
 */
export function singleton(path: string): Loader {
  const id = basename(path, extname(path));
  return {
    name: "singleton-yaml",
    load: async (context) => {
      const filePath = fileURLToPath(new URL(path, context.config.root));
      await sync(context, filePath);
      context.watcher?.add(filePath);
      context.watcher?.on("change", async (changed) => {
        if (changed !== filePath) return;
        try {
          await sync(context, filePath);
        } catch (error) {
          context.logger.error(describe(error));
        }
      });
    },
  };

  async function sync({ store, parseData }: LoaderContext, filePath: string) {
    let raw: unknown;
    try {
      raw = parseYaml(await readFile(filePath, "utf8"), { filename: path });
    } catch (error) {
      throw new Error(`${path} could not be read: ${describe(error)}`, { cause: error });
    }
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
      throw new Error(`${path} must contain named fields (key: value), not a list or a single value.`);
    }
    let data: Record<string, unknown>;
    try {
      data = await parseData({ id, data: raw as Record<string, unknown>, filePath });
    } catch (error) {
      throw new Error(`${path} is not valid:\n${describe(error)}`, { cause: error });
    }
    store.clear();
    store.set({ id, data, filePath: path });
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
