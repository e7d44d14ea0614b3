// The content schemas turn an editor's mistake into a message that says what
// to fix. Each test starts from the real content file (which must be valid)
// and breaks one thing.
import { readdirSync, readFileSync } from "node:fs";
import { dump, load } from "js-yaml";
import { z } from "astro/zod";
import { describe, expect, it } from "vitest";
import * as schemas from "../../src/lib/content/schemas";
import { pageSchema } from "../../src/lib/content/pages";
import { parseYaml, validate } from "../../src/lib/content/problems";

type Data = Record<string, unknown>;

/** A content file as the loader sees it, freshly parsed for each test. */
function content(file: string): Data {
  return load(readFileSync(new URL(`../../src/content/${file}`, import.meta.url), "utf8")) as Data;
}

/** Schemas that hold pictures take Astro's image() helper; tests need no pictures. */
const image = (() => z.string()) as never;

/** "path.to.field: message" for every problem the schema finds. */
function problems(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

function list<T = Data>(data: Data, key: string): T[] {
  return data[key] as T[];
}

/** A real partner offer file to break (any will do; offers come and go). */
const OFFER = `offers/${readdirSync(new URL("../../src/content/offers/", import.meta.url)).find((file) => file.endsWith(".yaml"))}`;
const offerFiles = readdirSync(new URL("../../src/content/offers/", import.meta.url))
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => [`offers/${file}`, schemas.offerSchema({ image })] as const);

describe("the real content files are valid", () => {
  it.each([
    ["settings/site.yaml", schemas.siteSchema],
    ["settings/navigation.yaml", schemas.navigationSchema],
    ["settings/strings.yaml", schemas.stringsSchema],
    ["pages/home.yaml", pageSchema("home")],
    ["claims.yaml", schemas.claimsSchema],
    ["categories.yaml", schemas.categoriesSchema],
    ...offerFiles,
    ["testimonials.yaml", schemas.testimonialsSchema],
    ["team/team.yaml", schemas.teamSchema({ image })],
    ["values.yaml", schemas.valuesSchema],
    ["differentiators.yaml", schemas.differentiatorsSchema],
    ["plans.yaml", schemas.plansSchema],
    ["faq.yaml", schemas.faqSchema],
    ["chat.yaml", schemas.chatSchema],
  ] as const)("%s", (file, schema) => {
    expect(problems(schema, content(file))).toEqual([]);
  });
});

describe("site settings", () => {
  it("rejects a named link that is not a full https address", () => {
    const site = content("settings/site.yaml");
    (site["links"] as Data)["assessment"] = "jbigogmrgex.typeform.com/to/qBsak5CQ";
    expect(problems(schemas.siteSchema, site)).toContain(
      'links.assessment: must be a full web address starting with https:// (e.g. "https://example.com")',
    );
  });

  it("rejects plain http", () => {
    const site = content("settings/site.yaml");
    (site["links"] as Data)["booking"] = "http://link.endevo.life/widget/booking/x";
    expect(problems(schemas.siteSchema, site)).toEqual(["links.booking: must start with https://"]);
  });

  it("rejects a field it does not know (a typo in a name)", () => {
    const site = content("settings/site.yaml");
    (site["links"] as Data)["asessment"] = "https://example.com";
    expect(problems(schemas.siteSchema, site).join("\n")).toMatch(/asessment/);
  });

  it("rejects a contact e-mail that is not an address", () => {
    const site = content("settings/site.yaml");
    (site["contact"] as Data)["email"] = "hello at endevo";
    expect(problems(schemas.siteSchema, site)).toEqual([
      'contact.email: must be an e-mail address such as "hello@example.com"',
    ]);
  });
});

describe("partner offers", () => {
  const offerSchema = schemas.offerSchema({ image });

  it("names a missing field", () => {
    const offer = content(OFFER);
    delete offer["tagline"];
    expect(problems(offerSchema, offer)).toEqual(["tagline: is required: write the text here"]);
  });

  it("lists the five categories when the category is not one of them", () => {
    const offer = content(OFFER);
    offer["category"] = "legacy";
    expect(problems(offerSchema, offer)).toEqual([
      "category: must be one of: beliefs, legal, financial, physical, digital",
    ]);
  });

  it("wants the category lowercase, as the studio writes it, and says which to write", () => {
    const offer = content(OFFER);
    offer["category"] = "Digital";
    const source = parseYaml(OFFER, dump(offer));
    expect(() => validate(OFFER, offerSchema, offer, source)).toThrow(
      /category: "Digital" is not allowed: must be one of: beliefs, legal, financial, physical, digital \(did you mean "digital"\?\)/,
    );
  });

  it("allows only the two button texts", () => {
    const offer = content(OFFER);
    offer["buttonText"] = "Buy now";
    expect(problems(offerSchema, offer)).toEqual(['buttonText: must be "Sign Up" or "Learn More"']);
  });

  it("rejects a partner address without https://", () => {
    const offer = content(OFFER);
    offer["url"] = "www.example.com/partner";
    expect(problems(offerSchema, offer)).toContain(
      'url: must be a full web address starting with https:// (e.g. "https://example.com")',
    );
  });
});

describe("C.L.A.R.I.T.Y. values", () => {
  it("needs exactly seven values", () => {
    const values = content("values.yaml");
    list(values, "values").splice(6, 1);
    expect(problems(schemas.valuesSchema, values)).toContain("values: must list exactly 7 values");
  });

  it("needs the letters to spell C.L.A.R.I.T.Y. in order", () => {
    const values = content("values.yaml");
    const [first, second] = list(values, "values");
    list(values, "values").splice(0, 2, second!, first!);
    expect(problems(schemas.valuesSchema, values)).toEqual(["values: the letters must spell C.L.A.R.I.T.Y. in order"]);
  });

  it("needs each letter to be one capital letter", () => {
    const values = content("values.yaml");
    list(values, "values")[0]!["letter"] = "c";
    expect(problems(schemas.valuesSchema, values)).toContain("values.0.letter: must be one capital letter");
  });
});

describe("differentiators", () => {
  it("needs exactly five", () => {
    const data = content("differentiators.yaml");
    list(data, "items").pop();
    expect(problems(schemas.differentiatorsSchema, data)).toEqual(["items: must list exactly 5 differentiators"]);
  });
});

describe("icons", () => {
  it("names an icon that Lucide does not have and where to look", () => {
    const data = content("differentiators.yaml");
    list(data, "items")[1]!["icon"] = "scales-of-justice";
    expect(problems(schemas.differentiatorsSchema, data)).toEqual([
      'items.1.icon: "scales-of-justice" is not a Lucide icon: pick a name from https://lucide.dev/icons',
    ]);
  });

  it("rejects a name that is not written like an icon name", () => {
    const data = content("differentiators.yaml");
    list(data, "items")[0]!["icon"] = "Building 2";
    expect(problems(schemas.differentiatorsSchema, data)).toContain(
      'items.0.icon: must be a Lucide icon name such as "heart"',
    );
  });
});

describe("categories", () => {
  it("needs each of the five categories once", () => {
    const data = content("categories.yaml");
    list(data, "categories")[1]!["category"] = "beliefs";
    expect(problems(schemas.categoriesSchema, data)).toEqual([
      "categories: must list each of beliefs, legal, financial, physical, digital once",
    ]);
  });
});

describe("chat assistant", () => {
  it("names a rule's page that is not listed under pages", () => {
    const chat = content("chat.yaml");
    list(chat, "rules")[2]!["pages"] = ["investors", "careers"];
    const [message, ...rest] = problems(schemas.chatSchema, chat);
    expect(rest).toEqual([]);
    expect(message).toMatch(/^rules\.2\.pages\.1: "careers" is not one of the pages listed under pages: \(companies, /);
  });
});

describe("page copy", () => {
  it("keeps the search title to 60 characters, saying by how much to shorten it", () => {
    const page = content("pages/home.yaml");
    const title = `${"A title three characters over the limit ".repeat(2)}`.slice(0, 63);
    (page["seo"] as Data)["title"] = title;
    expect(problems(pageSchema("home"), page)).toEqual([
      `seo.title: "${title}" is 63 characters; search engines show about 60: shorten it by 3`,
    ]);
  });

  it("wants at least 30 characters of title as shown, counting the company name the site adds", () => {
    const page = content("pages/home.yaml");
    (page["seo"] as Data)["title"] = "Who We Serve";
    expect(problems(pageSchema("home"), page)).toEqual([
      expect.stringMatching(
        /^seo\.title: "Who We Serve \| ENDevo" \(the site adds " \| ENDevo"\) is 21 characters; .*lengthen it by 9/,
      ),
    ]);
    // Long enough as written, too short as shown (a title that names the company gets nothing added).
    (page["seo"] as Data)["title"] = "ENDevo: Plans and Prices";
    expect(problems(pageSchema("home"), page)).toEqual([
      expect.stringMatching(/^seo\.title: "ENDevo: Plans and Prices" is 24 characters; .*lengthen it by 6/),
    ]);
  });

  it("keeps the search description between 70 and 160 characters, with the count", () => {
    const page = content("pages/home.yaml");
    (page["seo"] as Data)["description"] = "Too short.";
    expect(problems(pageSchema("home"), page)).toEqual([
      expect.stringMatching(
        /^seo\.description: is 10 characters; search results have room for 70 to 160: lengthen it by 60/,
      ),
    ]);
    (page["seo"] as Data)["description"] = "x".repeat(165);
    expect(problems(pageSchema("home"), page)).toEqual([
      "seo.description: is 165 characters; search engines show about 160: shorten it by 5",
    ]);
  });

  it("checks a blog post's title and description the same way", () => {
    const post = { title: "Hi", description: "x".repeat(100), date: "2025-01-01", author: "A", icon: "heart" };
    expect(problems(schemas.postSchema, post)).toEqual([
      expect.stringMatching(
        /^title: "Hi \| ENDevo" \(the site adds " \| ENDevo"\) is 11 characters; .*lengthen it by 19/,
      ),
    ]);
  });

  it("rejects a link that goes nowhere this site knows", () => {
    const page = content("pages/home.yaml");
    const hero = (page["sections"] as Record<string, Data>)["hero"]!;
    list(hero, "actions")[0]!["href"] = "assessment";
    expect(problems(pageSchema("home"), page)).toEqual([
      'sections.hero.actions.0.href: must be a site path ("/plan", "/solution#framework"), an anchor ("#team"), a full https:// address, mailto:/tel:, or a named link such as "@assessment"',
    ]);
  });

  it("rejects an unknown key in a section (e.g. a misspelt heading)", () => {
    const page = content("pages/home.yaml");
    const hero = (page["sections"] as Record<string, Data>)["hero"]!;
    hero["headline"] = hero["heading"];
    expect(problems(pageSchema("home"), page).join("\n")).toMatch(/headline/);
  });
});

describe("counts the requirements fix (docs/REQUIREMENTS.md §8)", () => {
  it("testimonials: exactly four", () => {
    const data = content("testimonials.yaml");
    list(data, "testimonials").pop();
    expect(problems(schemas.testimonialsSchema, data)).toEqual(["testimonials: must list exactly 4 testimonials"]);
  });

  it("team: exactly four", () => {
    const data = content("team/team.yaml");
    list(data, "members").pop();
    expect(problems(schemas.teamSchema({ image }), data)).toEqual(["members: must list exactly 4 team members"]);
  });

  it("plans: exactly three", () => {
    const data = content("plans.yaml");
    list(data, "plans").pop();
    expect(problems(schemas.plansSchema, data)).toEqual(["plans: must list exactly 3 plans"]);
  });
});

describe("blog posts and episodes", () => {
  const post = {
    title: "Five conversations to have this year",
    description: "Gentle ways to start talking with the people you love about wishes, documents and digital life.",
    date: "2025-09-02",
    author: "Niki Weiss",
    icon: "message-circle-heart",
  };

  it("accepts a valid post and defaults sample to false", () => {
    expect(schemas.postSchema.parse(post).sample).toBe(false);
  });

  it("explains the date format", () => {
    expect(problems(schemas.postSchema, { ...post, date: "next Tuesday" })).toEqual([
      "date: must be a date written YYYY-MM-DD, e.g. 2025-09-02",
    ]);
  });

  it.each(["16 September", "2025-9-2", "2025-09-02T10:00"])("refuses the loose date %j", (date) => {
    expect(problems(schemas.postSchema, { ...post, date })).toEqual([
      "date: must be a date written YYYY-MM-DD, e.g. 2025-09-02",
    ]);
  });

  it("refuses a day the calendar does not have", () => {
    expect(problems(schemas.postSchema, { ...post, date: "2025-02-30" })).toEqual([
      "date: 2025-02-30 is not a day of the calendar: check the month and day (YYYY-MM-DD)",
    ]);
  });

  it("takes the Date that YAML front matter makes of 2025-09-02, and nothing later that day", () => {
    expect(schemas.postSchema.parse({ ...post, date: new Date("2025-09-02") }).date).toEqual(new Date("2025-09-02"));
    expect(problems(schemas.postSchema, { ...post, date: new Date("2025-09-02T10:00:00Z") })).toEqual([
      "date: must be a date written YYYY-MM-DD, e.g. 2025-09-02",
    ]);
  });

  it("needs a url once a video is published", () => {
    const video = {
      title: "Why plan now",
      description: "A short film.",
      status: "published",
      date: "2025-10-01",
      order: 1,
    };
    expect(problems(schemas.videoSchema, video)).toEqual(["url: a published video needs a url"]);
  });
});
