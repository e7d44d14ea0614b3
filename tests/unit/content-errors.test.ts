// A mistake in a content file must be reported with the file and the field, so an editor knows exactly what to
// fix. The schemas find the field (every issue carries its path); the loader adds the file's name and line, and a
// YAML typo is reported with its file and line (tests/unit/content-problems.test.ts covers the wording). No build runs here: each check parses a broken copy of a real
// content file directly (the wording of each message is the schemas' to choose; only file and field are pinned).
// That a real `astro build` stops on such a mistake is checked by `npm run test:content-edits`.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { z } from "astro/zod";
import { afterAll, describe, expect, it } from "vitest";
import { pageSchema } from "../../src/lib/content/pages";
import * as schemas from "../../src/lib/content/schemas";
import { readYamlEntry, type SchemaSource } from "../../src/lib/content/loaders";
import { readContentFile } from "../content";

type Data = Record<string, unknown>;
/** A real partner offer file to break (any will do; offers come and go). */
const OFFER = readdirSync("src/content/offers").find((file) => file.endsWith(".yaml"))!;
const image = (() => z.string()) as never;
const fresh = (file: string) => readContentFile(file).data as Data;

/** Each problem as "field.path: message". */
function problems(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the schemas name the field at fault", () => {
  type Break = (data: Data) => void;
  const setIn =
    (path: string[], value: unknown): Break =>
    (data) => {
      const parent = path.slice(0, -1).reduce<Data>((node, key) => node[key] as Data, data);
      parent[path.at(-1)!] = value;
    };
  it.each([
    ["settings/site.yaml", "links.assessment", schemas.siteSchema, setIn(["links", "assessment"], "typeform.com/x")],
    ["settings/site.yaml", "contact.phone", schemas.siteSchema, setIn(["contact", "phone"], "call us")],
    [`offers/${OFFER}`, "category", schemas.offerSchema({ image }), setIn(["category"], "vault")],
    [`offers/${OFFER}`, "url", schemas.offerSchema({ image }), setIn(["url"], undefined)],
    ["pages/home.yaml", "sections.hero.heading", pageSchema("home"), setIn(["sections", "hero", "heading"], "   ")],
    ["chat.yaml", "rules.0.pages.0", schemas.chatSchema, setIn(["rules", "0", "pages"], ["no-such-page"])],
    [
      "testimonials.yaml",
      "testimonials",
      schemas.testimonialsSchema,
      ((data) => void (data["testimonials"] as Data[]).pop()) as Break,
    ],
  ] as const)("%s: a wrong %s", (file, field, schema, breakIt) => {
    const data = fresh(file);
    expect(problems(schema, data), `${file} is valid before the change`).toEqual([]);
    breakIt(data);
    const found = problems(schema, data);
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((problem) => problem.startsWith(`${field}: `) && problem.length > field.length + 4)).toBe(true);
  });

  it("a blog post with a loose date names the date", () => {
    const post = readContentFile("blog/passwords-after-death.md").data as Data;
    expect(problems(schemas.postSchema, { ...post, date: "16 September" })).toEqual([
      expect.stringMatching(/^date: ./),
    ]);
  });
});

describe("the loader names the file, the line and the field", () => {
  const root = mkdtempSync(join(tmpdir(), "endevo-loader-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Reads `text` as `path` in a scratch project through the site's loader; returns its message. */
  function loadError(path: string, text: string, schema: SchemaSource): string {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), text);
    try {
      readYamlEntry(root, path, schema);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`the loader accepted a broken ${path}`);
  }

  it("an address without https:// in settings/site.yaml", () => {
    const path = "src/content/settings/site.yaml";
    const text = readFileSync(path, "utf8").replace(/^(\s*assessment:\s*)https:\/\//m, "$1");
    const message = loadError(path, text, schemas.siteSchema);
    expect(message).toContain(path);
    expect(message).toContain("links.assessment");
    expect(message).toMatch(/line \d+/);
  });

  it("an unknown category in a partner offer", () => {
    const path = `src/content/offers/${OFFER}`;
    const text = readFileSync(path, "utf8").replace(/^category: .*$/m, "category: vault");
    const message = loadError(path, text, schemas.offerSchema);
    expect(message).toContain(path);
    expect(message).toContain("category");
  });

  it("a YAML typo: the file and the line", () => {
    const message = loadError("src/content/chat.yaml", "name: Jesse\ngreeting: [Hello\n", schemas.chatSchema);
    expect(message).toContain("src/content/chat.yaml");
    expect(message).toMatch(/line \d+/);
  });
});
