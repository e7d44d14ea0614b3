// The content layer tells an editor what is wrong in plain words: the file, the real line, the field
// and what to write. Each test writes a small file (or breaks a copy of a real one) and reads it
// through the same loaders and schemas the site uses (src/lib/content/loaders.ts).
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CATEGORY_ICONS, href, sitePaths } from "../../src/lib/content/fields";
import { checkMarkdownFolder, readYamlEntry, type SchemaSource } from "../../src/lib/content/loaders";
import { PAGE_IDS, pageSchema } from "../../src/lib/content/pages";
import { didYouMean } from "../../src/lib/content/problems";
import * as schemas from "../../src/lib/content/schemas";
import { categoryIcon } from "../../src/islands/category-icons";

const root = process.cwd();

/** A scratch project folder holding `files` (path → text). */
function scratch(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "endevo-content-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

/** The message a content file produces through the loader, or "" when it is accepted. */
function problemIn(dir: string, path: string, schema: SchemaSource): string {
  try {
    readYamlEntry(dir, path, schema);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

/** A real content file with `edit` applied to its text. */
function edited(path: string, edit: (text: string) => string): { dir: string; path: string } {
  const text = readFileSync(join(root, path), "utf8");
  const changed = edit(text);
  expect(changed, `the edit must change ${path}`).not.toBe(text);
  return { dir: scratch({ [path]: changed }), path };
}

const real = (path: string) => readFileSync(join(root, path), "utf8");

describe("every real content file passes", () => {
  it.each(PAGE_IDS)("pages/%s.yaml against its sections", (id) => {
    expect(problemIn(root, `src/content/pages/${id}.yaml`, pageSchema(id))).toBe("");
  });

  it("every page file has its sections registered and every registered page a file", () => {
    const files = readdirSync(join(root, "src/content/pages")).map((file) => file.replace(/\.yaml$/, ""));
    expect(files.sort()).toEqual([...PAGE_IDS].sort());
  });

  it.each([
    ["episodes", schemas.episodeSchema],
    ["blog", schemas.postSchema],
    ["videos", schemas.videoSchema],
  ] as const)("the front matter of src/content/%s", (folder, schema) => {
    expect(() => checkMarkdownFolder(root, `src/content/${folder}`, schema)).not.toThrow();
  });
});

describe("a field nothing shows fails the build", () => {
  it("names the file, the line of the field and the nearest real field", () => {
    const { dir, path } = edited("src/content/pages/home.yaml", (text) => text.replace(/^(\s+)lead:/m, "$1leed:"));
    const line =
      readFileSync(join(dir, path), "utf8")
        .split("\n")
        .findIndex((l) => /^\s+leed:/.test(l)) + 1;
    const message = problemIn(dir, path, pageSchema("home"));
    expect(message).toContain(`${path} has a mistake`);
    expect(message).toContain(`line ${line}, sections.hero: has a field "leed" that nothing on the site reads`);
    expect(message).toContain('did you mean "lead"?');
  });

  it("refuses a section the page does not show, and names a missing one", () => {
    const { dir, path } = edited("src/content/pages/plan.yaml", (text) => text.replace(/^ {2}hero:/m, "  heros:"));
    const message = problemIn(dir, path, pageSchema("plan"));
    expect(message).toMatch(/sections: has a field "heros" that nothing on the site reads: did you mean "hero"\?/);
    expect(message).toMatch(/sections\.hero: is missing: add it/);
  });

  it("refuses item fields the section's component does not draw", () => {
    const page = "src/content/pages/home.yaml";
    const { dir } = edited(page, (text) =>
      text.replace("{ title: Discover, icon: compass }", "{ title: Discover, icon: compass, text: Start here }"),
    );
    expect(problemIn(dir, page, pageSchema("home"))).toMatch(/sections\.hero\.items\[0\]: has a field "text"/);
  });
});

describe("YAML mistakes read the same in every file, with the real line", () => {
  const broken = "name: Jesse\ngreeting: [Hi there\nreplies: {}\n";

  it("in a one-file collection", () => {
    const dir = scratch({ "src/content/chat.yaml": broken });
    expect(problemIn(dir, "src/content/chat.yaml", schemas.chatSchema)).toMatch(
      /^src\/content\/chat\.yaml, line \d: a \[ or \{ is not closed/,
    );
  });

  it("in a page file", () => {
    const dir = scratch({ "src/content/pages/plan.yaml": broken });
    expect(problemIn(dir, "src/content/pages/plan.yaml", pageSchema("plan"))).toMatch(
      /^src\/content\/pages\/plan\.yaml, line \d: a \[ or \{ is not closed/,
    );
  });

  it("in Markdown front matter, counting the opening --- line", () => {
    const dir = scratch({ "posts/a.md": "---\ntitle: Fine\ndescription: [oops\n---\nBody\n" });
    expect(() => checkMarkdownFolder(dir, "posts", schemas.postSchema)).toThrow(/^posts\/a\.md, line \d: a \[/);
  });

  it("a field written twice", () => {
    const dir = scratch({ "x.yaml": "name: A\nname: B\n" });
    expect(problemIn(dir, "x.yaml", schemas.chatSchema)).toMatch(/^x\.yaml, line 2: this field is written twice/);
  });
});

describe("values an editor can get slightly wrong", () => {
  it("a misspelt category names the nearest one", () => {
    const file = "src/content/categories.yaml";
    const { dir } = edited(file, (text) => text.replace(/category: physical/, "category: Phisical"));
    expect(problemIn(dir, file, schemas.categoriesSchema)).toMatch(
      /categories\[\d\]\.category: "Phisical" is not allowed: must be one of: .* \(did you mean "physical"\?\)/,
    );
  });

  it("an impossible date is refused, not rolled over", () => {
    const dir = scratch({});
    cpSync(join(root, "src/content/episodes"), join(dir, "episodes"), { recursive: true });
    const [file] = readdirSync(join(dir, "episodes"));
    const text = readFileSync(join(dir, "episodes", file!), "utf8").replace(/^date: .*$/m, "date: 2025-02-30");
    writeFileSync(join(dir, "episodes", file!), text);
    expect(() => checkMarkdownFolder(dir, "episodes", schemas.episodeSchema)).toThrow(
      /line \d+, date: 2025-02-30 is not a day of the calendar/,
    );
  });

  it("a link to a page that does not exist names the nearest page", () => {
    const page = "src/content/pages/home.yaml";
    const target = sitePaths().find((path) => path.length > 6 && !path.includes(".") && path !== "/")!;
    const typo = target.slice(0, -1);
    const { dir } = edited(page, (text) => text.replace(/href: \/[a-z-]+\b/, `href: ${typo}`));
    expect(problemIn(dir, page, pageSchema("home"))).toContain(`"${typo}" is not a page of this site`);
  });

  it("an unknown named link is refused with the names there are", () => {
    const file = "src/content/settings/navigation.yaml";
    const { dir } = edited(file, (text) => text.replace(/"@booking"/, '"@bookin"'));
    expect(problemIn(dir, file, schemas.navigationSchema)).toMatch(
      /"@bookin" is not a named link \(did you mean "@booking"\?\)/,
    );
  });

  it("named links become the address from settings, so no page shows '@name'", () => {
    const data = readYamlEntry(root, "src/content/settings/navigation.yaml", schemas.navigationSchema).data as {
      bookCall: { href: string };
    };
    const site = readYamlEntry(root, "src/content/settings/site.yaml", schemas.siteSchema).data as {
      links: { booking: string };
    };
    expect(real("src/content/settings/navigation.yaml")).toMatch(/bookCall:.*"@booking"/);
    expect(data.bookCall.href).toBe(site.links.booking);
  });

  it('"@email" is a ready-made e-mail to the contact address, with an optional subject', () => {
    const site = readYamlEntry(root, "src/content/settings/site.yaml", schemas.siteSchema).data as {
      contact: { email: string };
    };
    expect(href().parse("@email")).toBe(`mailto:${site.contact.email}`);
    expect(href().parse("@email?subject=Hello%20there")).toBe(`mailto:${site.contact.email}?subject=Hello%20there`);
  });

  it("an address with a user name and password is refused", () => {
    const file = "src/content/settings/site.yaml";
    const { dir } = edited(file, (text) => text.replace(/(assessment: "?)https:\/\//, "$1https://user:pass@"));
    expect(problemIn(dir, file, schemas.siteSchema)).toMatch(
      /links\.assessment: must not contain a user name or password/,
    );
  });

  it("an address is stored as browsers read it", () => {
    const booking = schemas.siteSchema.shape.links.shape.booking;
    expect(booking.parse(" HTTPS://Example.COM/Book ")).toBe("https://example.com/Book");
  });

  it("an address with quotes or brackets is refused with what to do, not built into the page", () => {
    const file = "src/content/settings/site.yaml";
    const { dir } = edited(file, (text) => text.replace(/(booking: "?https:\/\/[^\s"]+)/, '$1\\"><script>'));
    expect(problemIn(dir, file, schemas.siteSchema)).toMatch(/links\.booking: must not contain spaces, quotes or < >/);
  });

  it("a category icon the cards cannot draw is refused", () => {
    const file = "src/content/categories.yaml";
    const { dir } = edited(file, (text) => text.replace(/icon: scale/, "icon: sparkles"));
    expect(problemIn(dir, file, schemas.categoriesSchema)).toMatch(/icon: "sparkles" is not allowed: must be one of/);
  });

  it("suggests only close names", () => {
    expect(didYouMean("Phisical", ["physical", "legal"])).toBe("physical");
    expect(didYouMean("banana", ["physical", "legal"])).toBeUndefined();
  });
});

describe("the category icons the schema allows are the ones the islands ship", () => {
  it.each(CATEGORY_ICONS)("%s", (name) => {
    expect(categoryIcon(name).displayName ?? categoryIcon(name).name).not.toMatch(/Sparkles/);
  });
});
