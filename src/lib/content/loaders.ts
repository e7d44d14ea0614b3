// The content loaders: every content file is read and checked the same way (lib/content/problems.ts),
// so a mistake reads the same in every file — file, line, field, what to write.
// - `yamlFile`: one YAML file is one entry (settings/site.yaml, chat.yaml …).
// - `yamlFolder`: one entry per YAML file of a folder (pages/, offers/).
// - `markdownFolder`: Astro's glob loader for Markdown (posts, episodes, videos), with the front
//   matter checked first by the same reader (so "2025-02-30" is refused, not rolled over to March).
// In `astro build` a mistake stops the build. In `astro dev` the loaders keep running and record the
// mistake in the collection (PROBLEM_ENTRY below); every page then shows it as Astro's error page in
// the browser, so the editor sees the mistake on the page they are looking at, not a stale copy.
import { readdirSync, readFileSync } from "node:fs";
import { basename, extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import { glob, type Loader, type LoaderContext } from "astro/loaders";
import { ContentError, parseYaml, validate } from "./problems";

/**
 * In `astro dev`, a file with a mistake leaves this entry in its collection (the pages run apart from
 * the loaders and see only the collections); lib/content/index.ts turns it into an error page.
 */
export const PROBLEM_ENTRY = "__content-problem";
export const PROBLEM_FIELD = "__contentProblem";

type ImageHelper = SchemaContext["image"];
/** A schema, or a function of Astro's image() helper that returns one (schemas with pictures). */
export type SchemaSource = z.ZodType | ((context: { image: ImageHelper }) => z.ZodType);

/** Stands in for Astro's image(): a picture is a path to a file next to the content file. */
export function checkingSchema(source: SchemaSource, folder: string): z.ZodType {
  if (!(typeof source === "function")) return source;
  const image = () =>
    z.string({ error: "must be the file name of a picture next to this file" }).refine(
      (name) => {
        try {
          readFileSync(join(folder, name));
          return true;
        } catch {
          return false;
        }
      },
      { error: (issue) => `there is no picture "${String(issue.input)}" next to this file: check the file name` },
    );
  return source({ image: image as unknown as ImageHelper });
}

interface Checked {
  id: string;
  /** The schema has pictures: Astro's parseData must apply it again with its image() helper. */
  pictures: boolean;
  /** Path from the project root, as shown in messages: src/content/…  */
  file: string;
  data: Record<string, unknown>;
}

/** Reads and checks one YAML file; throws a ContentError naming the file, line and field. */
export function readYamlEntry(root: string, path: string, schema: SchemaSource): Checked {
  const absolute = join(root, path);
  const source = parseYaml(path, readFileSync(absolute, "utf8"));
  if (!source.data || typeof source.data !== "object" || Array.isArray(source.data)) {
    throw new ContentError(`${path} must contain named fields (name: value), not a list or a single value.`);
  }
  const folder = join(absolute, "..");
  const checked = validate(path, checkingSchema(schema, folder), source.data, source);
  // Schemas with pictures are applied again by Astro (image() needs its helper): give it the text as written.
  const data = typeof schema === "function" ? source.data : checked;
  return {
    id: basename(path, extname(path)),
    pictures: typeof schema === "function",
    file: path,
    data: data as Record<string, unknown>,
  };
}

/** In dev, a mistake is recorded for the pages to show; in a build, it stops the build. */
export function report(context: LoaderContext, error: unknown) {
  if (!context.watcher) throw error;
  const message = error instanceof Error ? error.message : String(error);
  context.logger.error(message);
  context.store.set({ id: PROBLEM_ENTRY, data: { [PROBLEM_FIELD]: message } });
}

export function rootOf(context: LoaderContext) {
  return fileURLToPath(context.config.root);
}

/** "src/content/chat.yaml" for an absolute path inside the project. */
export function projectPath(root: string, absolute: string) {
  return relative(root, absolute).split("\\").join("/");
}

/**
 * Stores checked entries. Entries with pictures go through Astro's parseData, whose image() helper
 * turns a file name into an optimised image; the others are stored as checked (checking resolved
 * links again would refuse what "@name" turned into).
 */
async function store(context: LoaderContext, entries: Checked[], root: string) {
  const parsed = [];
  for (const entry of entries) {
    const filePath = join(root, entry.file);
    const data = entry.pictures ? await context.parseData({ id: entry.id, data: entry.data, filePath }) : entry.data;
    parsed.push({ id: entry.id, data, filePath: entry.file });
  }
  context.store.clear();
  for (const entry of parsed) context.store.set(entry);
}

/** One YAML file as one entry (id: the file name without extension). */
export function yamlFile(path: string, schema: SchemaSource): Loader {
  return folderLoader(
    () => [path],
    (changed) => changed === path,
    () => schema,
  );
}

/**
 * One entry per YAML file in a folder. `schemaFor(id)` gives each file's schema, or undefined
 * when the folder has no place for that file (the message then lists `expected`).
 */
export function yamlFolder(
  folder: string,
  schemaFor: (id: string) => SchemaSource | undefined,
  expected?: () => string[],
): Loader {
  const list = (root: string) =>
    readdirSync(join(root, folder))
      .filter((name) => name.endsWith(".yaml") || name.endsWith(".yml"))
      .sort()
      .map((name) => `${folder}/${name}`);
  return folderLoader(
    list,
    (changed) => changed.startsWith(`${folder}/`),
    (id, path) => {
      const schema = schemaFor(id);
      if (schema) return schema;
      throw new ContentError(
        `${path} is not a file the site uses${expected ? `: the files here are ${expected().join(", ")}` : ""}.`,
      );
    },
  );
}

function folderLoader(
  list: (root: string) => string[],
  watches: (path: string) => boolean,
  schemaFor: (id: string, path: string) => SchemaSource,
): Loader {
  return {
    name: "yaml",
    load: async (context) => {
      const root = rootOf(context);
      const sync = async () => {
        try {
          const entries = list(root).map((path) =>
            readYamlEntry(root, path, schemaFor(basename(path, extname(path)), path)),
          );
          await store(context, entries, root);
        } catch (error) {
          report(context, error);
        }
      };
      await sync();
      context.watcher?.on("all", async (_event, changed) => {
        if (watches(projectPath(root, changed))) await sync();
      });
    },
  };
}

/** Splits Markdown front matter from the body: [yaml text, or undefined when there is none]. */
export function frontMatter(text: string): string | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?(\n|$)/.exec(text);
  return match?.[1];
}

/** Astro's glob loader for `folder/*.md`, with every file's front matter checked first. */
export function markdownFolder(folder: string, schema: SchemaSource): Loader {
  const inner = glob({ pattern: "*.md", base: folder });
  const check = (root: string) => checkMarkdownFolder(root, folder, schema);
  return {
    name: "markdown-folder",
    load: async (context) => {
      const root = rootOf(context);
      const recheck = () => {
        try {
          check(root);
          context.store.delete(PROBLEM_ENTRY);
        } catch (error) {
          report(context, error);
        }
      };
      let problem: unknown;
      try {
        check(root);
      } catch (error) {
        problem = error;
      }
      if (problem && !context.watcher) throw problem;
      await inner.load(context);
      // After the glob loader, which removes the entries it did not load.
      if (problem) report(context, problem);
      context.watcher?.on("all", (_event, changed) => {
        if (projectPath(root, changed).startsWith(`${folder}/`)) recheck();
      });
    },
  };
}

/** Checks the front matter of every Markdown file in `folder`; throws a ContentError on the first mistake. */
export function checkMarkdownFolder(root: string, folder: string, schema: SchemaSource) {
  const dir = join(root, folder);
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .sort()) {
    const path = `${folder}/${name}`;
    const yaml = frontMatter(readFileSync(join(dir, name), "utf8"));
    if (yaml === undefined) {
      throw new ContentError(`${path} has no front matter: start the file with --- lines around its fields.`);
    }
    const source = parseYaml(path, yaml, 2);
    validate(path, checkingSchema(schema, dir), source.data ?? {}, source);
  }
}
