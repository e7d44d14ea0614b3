// A mistake in a content file must be reported with the file and the field, so an editor knows exactly what to
// fix. The schemas find the field (every issue carries its path); the one-file loader adds the file's name, and a
// YAML typo is reported with its file and line. No build runs here: each check parses a broken copy of a real
// content file directly (the wording of each message is the schemas' to choose; only file and field are pinned).
// That a real `astro build` stops on such a mistake is checked by `npm run test:content-edits`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { dump } from "js-yaml";
import { z } from "astro/zod";
import { afterAll, describe, expect, it } from "vitest";
import * as schemas from "../../src/lib/content/schemas";
import { singleton } from "../../src/lib/content/singleton-loader";
import { readContentFile } from "../content";

type Data = Record<string, unknown>;
const image = (() => z.string()) as never;
const fresh = (file: string) => readContentFile(file) as Data;

/** Each problem as "field.path: message". */
function problems(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("the schemas name the field at fault", () => {
  it.each([
    [
      "settings/site.yaml",
      schemas.siteSchema,
      (data: Data) => ((data["links"] as Data)["assessment"] = "jbigogmrgex.typeform.com/x"),
      "links.assessment",
    ],
    [
      "settings/site.yaml",
      schemas.siteSchema,
      (data: Data) => ((data["contact"] as Data)["phone"] = "call us"),
      "contact.phone",
    ],
    ["offers/prisidio.yaml", schemas.offerSchema({ image }), (data: Data) => (data["category"] = "vault"), "category"],
    ["offers/prisidio.yaml", schemas.offerSchema({ image }), (data: Data) => delete data["url"], "url"],
    [
      "pages/home.yaml",
      schemas.pageSchema,
      (data: Data) => (((data["sections"] as Data)["hero"] as Data)["heading"] = "   "),
      "sections.hero.heading",
    ],
    [
      "chat.yaml",
      schemas.chatSchema,
      (data: Data) => ((data["rules"] as Data[])[0]!["pages"] = ["no-such-page"]),
      "rules.0.pages.0",
    ],
    [
      "testimonials.yaml",
      schemas.testimonialsSchema,
      (data: Data) => (data["testimonials"] as Data[]).pop(),
      "testimonials",
    ],
  ] as const)("%s: a broken %s", (file, schema, breakIt, field) => {
    const data = fresh(file);
    expect(problems(schema, data), `${file} is valid before the change`).toEqual([]);
    breakIt(data);
    const found = problems(schema, data);
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((problem) => problem.startsWith(`${field}: `) && problem.length > field.length + 4)).toBe(true);
  });

  it("a blog post with a loose date names the date", () => {
    const post = readContentFile("blog/passwords-after-death.md");
    expect(problems(schemas.postSchema, { ...(post as Data), date: "16 September" })).toEqual([
      expect.stringMatching(/^date: ./),
    ]);
  });
});

describe("the one-file loader names the file", () => {
  const root = mkdtempSync(join(tmpdir(), "endevo-loader-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** Runs the loader on `text` written to src/content/settings/site.yaml under a scratch root; returns its error. */
  async function loadError(text: string, schema: z.ZodType = schemas.siteSchema): Promise<string> {
    mkdirSync(join(root, "src/content/settings"), { recursive: true });
    writeFileSync(join(root, "src/content/settings/site.yaml"), text);
    const context = {
      config: { root: pathToFileURL(`${root}/`) },
      store: { clear() {}, set() {} },
      // Astro's parseData reports each issue as "field: message"; the schema does the same here.
      parseData: async ({ data }: { data: unknown }) => {
        const found = problems(schema, data);
        if (found.length) throw new Error(found.join("\n"));
        return data;
      },
    };
    try {
      await singleton("src/content/settings/site.yaml").load(context as never);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error("the loader accepted a broken file");
  }

  it("a wrong field: the file and the field", async () => {
    const site = fresh("settings/site.yaml");
    (site["links"] as Data)["booking"] = "http://example.com";
    const message = await loadError(dump(site));
    expect(message).toContain("src/content/settings/site.yaml");
    expect(message).toContain("links.booking");
  });

  it("a YAML typo: the file and the line", async () => {
    const message = await loadError("name: ENDevo\ncontact:\n  phone: [484\n");
    expect(message).toContain("src/content/settings/site.yaml");
    expect(message).toMatch(/line \d+|\(\d+:\d+\)/);
  });

  it("a list instead of named fields: the file", async () => {
    const message = await loadError("- one\n- two\n");
    expect(message).toContain("src/content/settings/site.yaml");
  });
});
