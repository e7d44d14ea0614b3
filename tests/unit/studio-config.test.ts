// The studio's configuration (src/lib/studio/config.ts) against the schemas it is written from: every
// collection of src/content.config.ts and every file in src/content has a place in the studio, every
// schema field is a studio field with the same required flag, and the widgets carry the schema's rules.
import { readdirSync, readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { z } from "astro/zod";
import { CATEGORIES, CATEGORY_ICONS, SPECIAL_LINKS } from "../../src/lib/content/fields";
import { PAGE_IDS, pageSchema } from "../../src/lib/content/pages";
import * as schemas from "../../src/lib/content/schemas";
import { hrefPattern, objectFields, studioImage, type StudioField } from "../../src/lib/studio/fields";
import { STUDIO_FILES, STUDIO_FOLDERS, studioConfig, studioContext } from "../../src/lib/studio/config";

const context = studioContext();
const config = studioConfig({ repo: "owner/site", branch: "main" }, process.cwd(), context);
type Collection = {
  name: string;
  folder?: string;
  files?: { name: string; file: string; fields: StudioField[] }[];
  fields?: StudioField[];
};
const collections = config.collections as Collection[];
const site = load(readFileSync("src/content/settings/site.yaml", "utf8")) as { links: Record<string, string> };

/** Every field with its path, depth first. */
function walk(fields: StudioField[], path = ""): [string, StudioField][] {
  return fields.flatMap((field) => {
    const here = path ? `${path}.${field.name}` : field.name;
    const children = [
      ...((field.fields as StudioField[] | undefined) ?? []),
      ...(field.field ? [field.field as StudioField] : []),
    ];
    return [[here, field] as [string, StudioField], ...walk(children, here)];
  });
}
const fieldsOf = (file: string) =>
  collections.flatMap((collection) => collection.files ?? []).find((entry) => entry.file === `src/content/${file}`)!
    .fields;
const find = (fields: StudioField[], path: string) => walk(fields).find(([here]) => here === path)?.[1];

/** The keys of a zod object (through wrappers), with whether each may be left out. */
function shapeOf(schema: z.ZodType): Record<string, boolean> {
  let def = (
    schema as unknown as {
      def: { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType> };
    }
  ).def;
  while (def.type === "pipe") def = (def.in as unknown as { def: typeof def }).def;
  return Object.fromEntries(
    Object.entries(def.shape ?? {}).map(([key, value]) => [key, value.safeParse(undefined).success]),
  );
}

describe("collections", () => {
  it("cover every collection of src/content.config.ts", () => {
    const declared = [...readFileSync("src/content.config.ts", "utf8").matchAll(/^ {2}(\w+): defineCollection/gm)].map(
      (match) => match[1],
    );
    const studio = [...Object.keys(STUDIO_FILES), ...Object.keys(STUDIO_FOLDERS), "pages"];
    expect(studio.sort()).toEqual(declared.sort());
  });

  it("reach every content file", () => {
    const files = readdirSync("src/content", { recursive: true, encoding: "utf8" })
      .map((file) => file.split("\\").join("/"))
      .filter((file) => /\.(ya?ml|md)$/.test(file));
    const reached = (file: string) =>
      collections.some(
        (collection) =>
          collection.files?.some((entry) => entry.file === `src/content/${file}`) ||
          (collection.folder && `src/content/${file}`.startsWith(`${collection.folder}/`)),
      );
    expect(files.filter((file) => !reached(file))).toEqual([]);
  });

  it("edit every page section by section", () => {
    for (const id of PAGE_IDS) {
      const sections = find(fieldsOf(`pages/${id}.yaml`), "sections")!.fields as StudioField[];
      expect(sections.map((section) => section.name)).toEqual(Object.keys(shapeOf(pageSchema(id).shape.sections)));
    }
  });
});

describe("fields follow the schemas", () => {
  const cases: [string, StudioField[], z.ZodType][] = [
    ...Object.values(STUDIO_FILES)
      .filter(({ file }) => file !== "settings/strings.yaml")
      .map(({ file, schema }) => [file, fieldsOf(file), schema as z.ZodType] as [string, StudioField[], z.ZodType]),
    ...Object.entries(STUDIO_FOLDERS).map(
      ([name, { schema }]) =>
        [name, collections.find((collection) => collection.name === name)!.fields!, schema as z.ZodType] as [
          string,
          StudioField[],
          z.ZodType,
        ],
    ),
  ];

  it.each(cases)("%s: the same top-level fields, required where the schema requires them", (_name, fields, schema) => {
    const shape = shapeOf(schema);
    const own = fields.filter((field) => field.name !== "body");
    expect(own.map((field) => field.name)).toEqual(Object.keys(shape));
    for (const field of own) expect(field.required === false, field.name).toBe(shape[field.name]);
  });

  it("a field added to a schema appears in the studio", () => {
    const extended = schemas.postSchema.extend({ subtitle: z.string().describe("A second line.").optional() });
    const subtitle = objectFields(extended, context).find((field) => field.name === "subtitle");
    expect(subtitle).toMatchObject({ widget: "string", required: false, hint: "A second line." });
  });

  it("hints come from the schema descriptions", () => {
    expect(find(fieldsOf("settings/site.yaml"), "contact.phone")!.hint).toBe(
      schemas.siteSchema.shape.contact.shape.phone.description,
    );
  });
});

describe("widgets carry the rules", () => {
  const offer = collections.find((collection) => collection.name === "offers")!.fields!;
  const episode = collections.find((collection) => collection.name === "episodes")!.fields!;
  const post = collections.find((collection) => collection.name === "blog")!.fields!;

  it("enums and categories are selects of the allowed values", () => {
    expect(find(offer, "buttonText")).toMatchObject({ widget: "select", options: ["Sign Up", "Learn More"] });
    expect(find(offer, "category")).toMatchObject({ widget: "select", options: [...CATEGORIES] });
    expect(find(fieldsOf("categories.yaml"), "categories.icon")).toMatchObject({
      widget: "select",
      options: [...CATEGORY_ICONS],
    });
  });

  it("icons are a select of the Lucide names", () => {
    const icon = find(post, "icon")!;
    expect(icon.widget).toBe("select");
    expect(icon.options).toContain("heart-handshake");
    expect((icon.options as string[]).length).toBe(context.icons.length);
  });

  it("dates are date pickers stored YYYY-MM-DD", () => {
    expect(find(episode, "date")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
  });

  it("addresses must start with https://", () => {
    const [source] = find(offer, "url")!.pattern as [string, string];
    expect(new RegExp(source).test("https://example.com/offer")).toBe(true);
    expect(new RegExp(source).test("http://example.com")).toBe(false);
    expect(new RegExp(source).test("https://user@example.com")).toBe(false);
    expect(new RegExp(source).test("https://user:secret@example.com/")).toBe(false);
    // An "@" after the host is part of the address (a TikTok profile), as the build accepts it.
    expect(new RegExp(source).test("https://www.tiktok.com/@endevo")).toBe(true);
    expect(new RegExp(source).test('https://example.com/"x"')).toBe(false);
  });

  it("links accept this site's pages and @names, and buttons the per-page names too", () => {
    const names = Object.keys(site.links);
    const link = find(fieldsOf("settings/navigation.yaml"), "bookCall.href")!;
    const [source] = link.pattern as [string, string];
    expect(source).toBe(hrefPattern(context));
    const check = new RegExp(source);
    for (const name of names) expect(check.test(`@${name}`), name).toBe(true);
    expect(check.test("@nope")).toBe(false);
    expect(check.test("/plan")).toBe(true);
    expect(check.test("/no-such-page")).toBe(false);
    expect(check.test(SPECIAL_LINKS[0])).toBe(false);
    // "@email" (the contact address), and a named link with more to its address, as the build resolves them.
    expect(check.test("@email")).toBe(true);
    expect(check.test("@email?subject=Hello%20there")).toBe(true);
    const button = find(fieldsOf("pages/home.yaml"), "sections.hero.actions.href")!;
    const buttonCheck = new RegExp((button.pattern as [string, string])[0]);
    expect(buttonCheck.test(SPECIAL_LINKS[0])).toBe(true);
    expect(buttonCheck.test(`${SPECIAL_LINKS[0]}?x=1`)).toBe(false);
  });

  it("counts and lengths are enforced", () => {
    expect(find(fieldsOf("testimonials.yaml"), "testimonials")).toMatchObject({ widget: "list", min: 4, max: 4 });
    expect(find(fieldsOf("chat.yaml"), "rules.keywords")).toMatchObject({ widget: "list", min: 1 });
    const [title] = find(post, "title")!.pattern as [string, string];
    expect(new RegExp(title).test("ab")).toBe(false);
    expect(new RegExp(title).test("A fine title")).toBe(false); // too short for search results, even with " | ENDevo"
    expect(new RegExp(title).test("A fine title for a gentle guide")).toBe(true);
    expect(new RegExp(title).test("x".repeat(61))).toBe(false);
    expect(find(fieldsOf("chat.yaml"), "replyDelayMs")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 0,
      max: 5000,
    });
  });

  it("pictures upload beside the content file, where image() reads them", () => {
    expect(find(offer, "logo")).toMatchObject({
      widget: "image",
      media_folder: "",
      public_folder: "",
      required: false,
    });
    expect(find(fieldsOf("team/team.yaml"), "members.image")).toMatchObject({ widget: "image" });
    expect(studioImage().safeParse("logo.png").success).toBe(true);
  });

  it("lists read well folded: a chat rule shows its keywords, a list of words stays open", () => {
    const rules = find(fieldsOf("chat.yaml"), "rules")!;
    expect(rules).toMatchObject({ widget: "list", collapsed: true, summary: "{{fields.keywords}}" });
    expect(find(fieldsOf("chat.yaml"), "rules.keywords")).toMatchObject({ widget: "list", collapsed: false });
  });

  it("chat pages and interface words keep the keys the code reads", () => {
    const chat = load(readFileSync("src/content/chat.yaml", "utf8")) as { pages: Record<string, unknown> };
    expect((find(fieldsOf("chat.yaml"), "pages")!.fields as StudioField[]).map((field) => field.name)).toEqual(
      Object.keys(chat.pages),
    );
  });

  it("accept every value of today's content: the studio never refuses what the build accepts", () => {
    /** What the studio would say about one value of a field (its pattern, options, counts, required flag). */
    const refusedValue = (field: StudioField, value: unknown, path: string): string[] => {
      if (value === undefined || value === null || value === "")
        return field.required === false ? [] : [`${path}: required`];
      if (field.widget === "object") return refused(field.fields as StudioField[], value, path);
      if (field.widget === "list") {
        const items = value as unknown[];
        const counts = [
          ...(typeof field.min === "number" && items.length < field.min ? [`${path}: fewer than ${field.min}`] : []),
          ...(typeof field.max === "number" && items.length > field.max ? [`${path}: more than ${field.max}`] : []),
        ];
        return [
          ...counts,
          ...items.flatMap((item, index) =>
            field.fields
              ? refused(field.fields as StudioField[], item, `${path}[${index}]`)
              : refusedValue(field.field as StudioField, item, `${path}[${index}]`),
          ),
        ];
      }
      if (field.widget === "select")
        return (field.options as unknown[]).includes(value) ? [] : [`${path}: ${String(value)} is not an option`];
      const [pattern] = (field.pattern as [string, string] | undefined) ?? [];
      if (pattern && !new RegExp(pattern).test(String(value))) return [`${path}: ${String(value)}`];
      return [];
    };
    const refused = (fields: StudioField[], data: unknown, path: string): string[] =>
      fields
        .filter((field) => field.name !== "body")
        .flatMap((field) =>
          refusedValue(field, (data as Record<string, unknown>)[field.name], `${path}.${field.name}`),
        );

    const problems: string[] = [];
    for (const collection of collections) {
      for (const entry of collection.files ?? [])
        problems.push(...refused(entry.fields, load(readFileSync(entry.file, "utf8")), entry.file));
      if (!collection.folder) continue;
      for (const name of readdirSync(collection.folder).filter((file) => /\.(ya?ml|md)$/.test(file))) {
        const text = readFileSync(`${collection.folder}/${name}`, "utf8");
        const data = name.endsWith(".md") ? load(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) : load(text);
        problems.push(...refused(collection.fields!, data, `${collection.folder}/${name}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it("is a local studio only when asked", () => {
    expect(config).not.toHaveProperty("local_backend");
    const local = studioConfig(
      { repo: "o/s", branch: "main", localBackendUrl: "http://127.0.0.1:9/api/v1" },
      process.cwd(),
      context,
    );
    expect(local.local_backend).toEqual({ url: "http://127.0.0.1:9/api/v1" });
    expect(config.backend).toMatchObject({ name: "github", repo: "owner/site", branch: "main" });
  });
});
