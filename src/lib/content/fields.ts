// Field types shared by every content schema. Each one fails with a message
// an editor can act on: what was expected, with an example.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "astro/zod";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, descriptionProblem, titleProblem, titleWindow } from "../seo";
import { didYouMean, parseYaml } from "./problems";

/** A required piece of text that is not just spaces. */
export const text = () =>
  z.string({ error: "is required: write the text here" }).trim().min(1, { error: "must not be empty" });

/** Text with a length window, for titles and descriptions search engines show. */
export const textBetween = (min: number, max: number) =>
  text().check(
    z.minLength(min, { error: `must be at least ${min} characters` }),
    z.maxLength(max, { error: `must be at most ${max} characters` }),
  );

/**
 * A page's title in search results and the browser tab. The site adds " | <company>" when the title does not name
 * the company and there is room (lib/seo.ts pageTitle); the title as shown must fit search results
 * (lib/seo.ts titleProblem: 30–60 characters), and the message says by how much to shorten or lengthen it.
 * The length window as written (for the studio's hint) follows from the same rule.
 */
export const searchTitle = () => {
  const window = titleWindow(companyName());
  return text()
    .check(
      z.minLength(window.min, { error: (issue) => titleProblem(String(issue.input), companyName()), abort: true }),
      z.maxLength(window.max, { error: (issue) => titleProblem(String(issue.input), companyName()), abort: true }),
    )
    .superRefine((title, context) => {
      const problem = titleProblem(title, companyName());
      if (problem) context.addIssue({ code: "custom", input: title, message: problem });
    });
};

/** A search result description: 70–160 characters (lib/seo.ts descriptionProblem), with the count in the message. */
export const searchDescription = () => {
  const message = (issue: { input?: unknown }) => descriptionProblem(String(issue.input));
  return text().check(
    z.minLength(DESCRIPTION_MIN, { error: message }),
    z.maxLength(DESCRIPTION_MAX, { error: message }),
  );
};

/**
 * A full https address such as "https://example.com/page", stored the way browsers read it
 * (WHATWG URL parsing: spaces and quotes percent-encoded, host lowercased), so what is checked is
 * exactly what the page links to. Addresses with a user name or password are refused.
 */
export const url = () =>
  z
    .string({ error: 'is required: a full web address such as "https://example.com"' })
    .trim()
    .transform((value, context) => {
      const problem = (message: string) => {
        context.issues.push({ code: "custom", input: value, message });
        return z.NEVER;
      };
      if (!URL.canParse(value)) {
        return problem('must be a full web address starting with https:// (e.g. "https://example.com")');
      }
      const address = new URL(value);
      if (address.protocol !== "https:") return problem("must start with https://");
      if (address.username || address.password) {
        return problem("must not contain a user name or password (the part before @): remove it");
      }
      if (/["'<>\s`]/.test(value)) {
        return problem("must not contain spaces, quotes or < >: copy the address from the browser's address bar");
      }
      return address.href;
    });

/**
 * A calendar date written YYYY-MM-DD, e.g. 2025-09-02. YAML front matter turns such a value into a Date
 * (midnight UTC); loose text like "16 September" or "2025-9-2" is refused rather than guessed at.
 */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const calendarDate = () =>
  z.union([z.date(), z.string().trim()], { error: "must be a date written YYYY-MM-DD" }).transform((value, context) => {
    const written = value instanceof Date ? value.toISOString().slice(0, 10) : value;
    const date = new Date(`${written}T00:00:00Z`);
    const exact =
      DATE_PATTERN.test(written) &&
      !Number.isNaN(date.getTime()) &&
      date.toISOString().startsWith(written) &&
      (!(value instanceof Date) || value.getTime() === date.getTime());
    if (!exact) {
      const message =
        typeof value === "string" && DATE_PATTERN.test(written)
          ? `${written} is not a day of the calendar: check the month and day (YYYY-MM-DD)`
          : "must be a date written YYYY-MM-DD, e.g. 2025-09-02";
      context.issues.push({ code: "custom", input: value, message });
      return z.NEVER;
    }
    return date;
  });

export const email = () => z.email({ error: 'must be an e-mail address such as "hello@example.com"' });

/**
 * Where a link or button goes. One of:
 * - a page of this site: "/solution" or "/solution#framework" (the page must exist)
 * - an anchor on the same page: "#framework"
 * - a full address: "https://…", "mailto:…", "tel:…"
 * - a named link from settings/site.yaml: "@assessment", "@booking" … — replaced here by its address,
 *   so every part of the site gets the address itself; "@email" is a mailto: link to the contact address,
 *   and a named link may end in "?…" (e.g. "@email?subject=Hello") to add to its address
 * `special` lists the names resolved later, per page: "@appStore" (the visitor's app store),
 * "@latestEpisode" and "@episode" (podcast links); only buttons allow them.
 */
export const HREF_PATTERN =
  /^(\/[a-z0-9\-/]*(#[a-z0-9-]+)?|#[a-z0-9-]+|https:\/\/\S+|mailto:\S+|tel:[+\d\-\s()]+|@[a-zA-Z]+(\?\S+)?)$/;
export const SPECIAL_LINKS = ["@appStore", "@latestEpisode", "@episode"] as const;
export const href = ({ special = [] as readonly string[] } = {}) =>
  z
    .string({ error: "is required: where the link goes" })
    .trim()
    .regex(HREF_PATTERN, {
      error:
        'must be a site path ("/plan", "/solution#framework"), an anchor ("#team"), a full https:// address, mailto:/tel:, or a named link such as "@assessment"',
    })
    .transform((value, context) => {
      const problem = (message: string) => {
        context.issues.push({ code: "custom", input: value, message });
        return z.NEVER;
      };
      if (value.startsWith("@")) {
        if (special.includes(value)) return value;
        const links = namedLinks();
        const [name = "", query] = value.slice(1).split(/\?(.*)/s);
        if (Object.hasOwn(links, name)) {
          const address = links[name]!;
          return query ? `${address}${address.includes("?") ? "&" : "?"}${query}` : address;
        }
        const names = [...Object.keys(links).map((key) => `@${key}`), ...special];
        const guess = didYouMean(`@${name}`, names);
        return problem(
          `"@${name}" is not a named link${guess ? ` (did you mean "${guess}"?)` : ""}: use one of ${names.join(", ")} (named links are listed under links: in src/content/settings/site.yaml)`,
        );
      }
      if (value.startsWith("/")) {
        const path = value.split("#")[0]!.replace(/\/+$/, "") || "/";
        const paths = sitePaths();
        if (!paths.includes(path)) {
          const guess = didYouMean(path, paths);
          return problem(
            `"${path}" is not a page of this site${guess ? `: did you mean "${guess}"?` : ""} (pages: ${paths.join(", ")})`,
          );
        }
      }
      return value;
    });

interface SiteAsWritten {
  name?: unknown;
  links?: Record<string, unknown>;
  contact?: { email?: unknown };
}

/** settings/site.yaml as written, read again when it changes (the file itself is checked by siteSchema). */
function siteAsWritten(): SiteAsWritten {
  const file = join(process.cwd(), SITE_FILE);
  const stamp = statSync(file).mtimeMs;
  if (siteCache?.stamp !== stamp) {
    siteCache = { stamp, data: (parseYaml(SITE_FILE, readFileSync(file, "utf8")).data ?? {}) as SiteAsWritten };
  }
  return siteCache.data;
}
let siteCache: { stamp: number; data: SiteAsWritten } | undefined;

/** The company name of settings/site.yaml, which page titles end with. */
function companyName(): string {
  const { name } = siteAsWritten();
  return typeof name === "string" ? name.trim() : "";
}

/** The named links of settings/site.yaml as written (the file itself is checked by siteSchema). */
function namedLinks(): Record<string, string> {
  const data = siteAsWritten();
  if (linksCache?.data !== data) {
    const links: Record<string, string> = Object.fromEntries(
      Object.entries(data?.links ?? {}).map(([key, value]) => [
        key,
        typeof value === "string" && URL.canParse(value.trim()) ? new URL(value.trim()).href : String(value).trim(),
      ]),
    );
    // "@email": a ready-made e-mail to the contact address, so a new address reaches every such button.
    if (typeof data?.contact?.email === "string") links["email"] = `mailto:${data.contact.email.trim()}`;
    linksCache = { data, links };
  }
  return linksCache.links;
}
let linksCache: { data: SiteAsWritten; links: Record<string, string> } | undefined;
export const SITE_FILE = "src/content/settings/site.yaml";

/** Every address of this site a content link may point to: its pages, posts and feeds. */
export function sitePaths(): string[] {
  const pagesDir = join(process.cwd(), "src/pages");
  const pages = readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
    .map((file) => file.split("\\").join("/"))
    .filter((file) => !file.includes("[") && !file.split("/").some((part) => part.startsWith("_")))
    .flatMap((file) => {
      if (file.endsWith(".astro") && !/^404\.astro$/.test(file)) {
        return [`/${file.replace(/\.astro$/, "").replace(/(^|\/)index$/, "")}`.replace(/\/$/, "") || "/"];
      }
      if (/\.(xml|txt|png)\.ts$/.test(file)) return [`/${file.replace(/\.ts$/, "")}`];
      return [];
    });
  const posts = readdirSync(join(process.cwd(), "src/content/blog"))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `/blog/${file.replace(/\.md$/, "")}`);
  return [...new Set([...pages, ...posts])].sort();
}

/** An id used as an in-page anchor: lowercase words joined by hyphens. */
export const slug = () =>
  z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: 'must be lowercase words joined by hyphens, e.g. "service-providers"',
  });

const lucideIconsDir = fileURLToPath(new URL("../../../node_modules/@lucide/astro/src/icons/", import.meta.url));

/** A Lucide icon name, as listed on lucide.dev/icons, e.g. "heart-handshake". */
export const iconName = () =>
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'must be a Lucide icon name such as "heart"' })
    .refine((name) => existsSync(`${lucideIconsDir}${name}.ts`), {
      error: (issue) => `"${String(issue.input)}" is not a Lucide icon: pick a name from https://lucide.dev/icons`,
    });

/**
 * The icons the category cards and filters can draw in the browser (src/islands/category-icons.tsx
 * ships exactly these, so islands stay small). A developer adds one there and here together.
 */
export const CATEGORY_ICONS = ["heart-handshake", "scale", "piggy-bank", "hand-heart", "cloud"] as const;
export const categoryIcon = () =>
  z.enum(CATEGORY_ICONS, {
    error: (issue) =>
      `"${String(issue.input)}" is not an icon the category cards can draw: use one of ${CATEGORY_ICONS.join(", ")}`,
  });

/** The five planning categories, written lowercase in every file (the studio's select writes them so, and a
 *  file that says "Legal" is told to write "legal"); shown capitalised. */
export const CATEGORIES = ["beliefs", "legal", "financial", "physical", "digital"] as const;
export type Category = (typeof CATEGORIES)[number];
export const category = () => z.enum(CATEGORIES, { error: `must be one of: ${CATEGORIES.join(", ")}` });

/** Marks sample entries that must be replaced with real ones before launch. */
export const sample = () => z.boolean().default(false);

/** A call to action: a button or link. */
export const action = () =>
  z.strictObject({
    label: text(),
    href: href({ special: SPECIAL_LINKS }),
    /** primary: the page's main action; secondary: outlined; link: text only */
    variant: z.enum(["primary", "secondary", "link"]).default("primary"),
  });
export type Action = z.infer<ReturnType<typeof action>>;
