// Field types shared by every content schema. Each one fails with a message
// an editor can act on: what was expected, with an example.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "astro/zod";

/** A required piece of text that is not just spaces. */
export const text = () =>
  z.string({ error: "is required: write the text here" }).trim().min(1, { error: "must not be empty" });

/** Text with a length window, for titles and descriptions search engines show. */
export const textBetween = (min: number, max: number) =>
  text().check(
    z.minLength(min, { error: `must be at least ${min} characters` }),
    z.maxLength(max, { error: `must be at most ${max} characters` }),
  );

/** A full https address such as "https://example.com/page". */
export const url = () =>
  z
    .string({ error: 'is required: a full web address such as "https://example.com"' })
    .trim()
    .url({ error: 'must be a full web address starting with https:// (e.g. "https://example.com")' })
    .refine((value) => value.startsWith("https://"), { error: "must start with https://" });

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
      context.issues.push({ code: "custom", input: value, message: "must be a date written YYYY-MM-DD" });
      return z.NEVER;
    }
    return date;
  });

export const email = () => z.email({ error: 'must be an e-mail address such as "hello@example.com"' });

/**
 * Where a link or button goes. One of:
 * - a page of this site: "/solution" or "/solution#framework"
 * - an anchor on the same page: "#framework"
 * - a full address: "https://…", "mailto:…", "tel:…"
 * - a named link from settings/site.yaml: "@assessment", "@booking", "@appStore" …
 */
export const HREF_PATTERN =
  /^(\/[a-z0-9\-/]*(#[a-z0-9-]+)?|#[a-z0-9-]+|https:\/\/\S+|mailto:\S+|tel:[+\d\-\s()]+|@[a-zA-Z]+)$/;
export const href = () =>
  z.string({ error: "is required: where the link goes" }).trim().regex(HREF_PATTERN, {
    error:
      'must be a site path ("/plan", "/solution#framework"), an anchor ("#team"), a full https:// address, mailto:/tel:, or a named link such as "@assessment"',
  });

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

/** The five planning categories. Stored lowercase; shown capitalised. */
export const CATEGORIES = ["beliefs", "legal", "financial", "physical", "digital"] as const;
export type Category = (typeof CATEGORIES)[number];
export const category = () =>
  z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(
      z.enum(CATEGORIES, {
        error: `must be one of: ${CATEGORIES.join(", ")}`,
      }),
    );

/** Marks sample entries that must be replaced with real ones before launch. */
export const sample = () => z.boolean().default(false);

/** A call to action: a button or link. */
export const action = () =>
  z.strictObject({
    label: text(),
    href: href(),
    /** primary: the page's main action; secondary: outlined; link: text only */
    variant: z.enum(["primary", "secondary", "link"]).default("primary"),
  });
export type Action = z.infer<ReturnType<typeof action>>;
