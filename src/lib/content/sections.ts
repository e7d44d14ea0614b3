// Building blocks of the section schemas. Each section component declares, in
// src/components/sections/schemas.ts, exactly the fields it renders, from these parts; a page
// file (src/content/pages/*.yaml) is checked section by section against them, so a field that
// nothing shows fails the build instead of disappearing without a word.
// Descriptions (.describe) are the hints editors see next to each field.
import { z } from "astro/zod";
import { action, href, iconName, searchDescription, searchTitle, slug, text, textBetween } from "./fields";

/** Every field a section item can have; each section picks the ones it shows. */
const itemFields = {
  text: text().describe("One or two sentences.").optional(),
  icon: iconName().describe("A Lucide icon name (lucide.dev/icons), e.g. heart-handshake.").optional(),
  href: href().describe("Makes the item a link: a page (/plan), an anchor (#faq), https://… or @name.").optional(),
  points: z.array(text()).describe("Bullet points under the text.").optional(),
  id: slug().describe("In-page anchor for this item: lowercase words joined by hyphens.").optional(),
};
type ItemFields = typeof itemFields;

/** A list of items that each have a title and the chosen optional fields. */
export function items<K extends keyof ItemFields>(...keys: K[]) {
  const picked = Object.fromEntries(keys.map((key) => [key, itemFields[key]])) as Pick<ItemFields, K>;
  return z
    .array(z.strictObject({ title: text().describe("The item's title."), ...picked }))
    .describe("Cards, steps or list entries, in order.");
}

/** The opening every section shares: anchor, small line above, heading, sentence under it. */
export const opening = {
  id: slug().describe('In-page anchor (the part after # in links), e.g. "how-it-works".').optional(),
  eyebrow: text().describe("Small line above the heading.").optional(),
  heading: text().describe("The section's heading."),
  lead: text().describe("The sentence under the heading.").optional(),
};

/** Optional extras a section may show. */
export const extras = {
  paragraphs: z.array(text()).describe("Further paragraphs, in order.").optional(),
  actions: z.array(action()).describe("Buttons, in order; the first is the main one.").optional(),
  note: text().describe("A closing note in small print.").optional(),
};

/** A section schema: the shared opening plus the given fields, and nothing else. */
export function section<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject({ ...opening, ...shape });
}

/** The search-engine part every page file starts with. */
export const seoSchema = z.strictObject({
  title: searchTitle().describe(
    'The browser tab and search result title: 30–60 characters as shown. The site adds " | " and the company name when the title does not name the company and there is room; no two pages may share a title.',
  ),
  description: searchDescription().describe(
    "The search result description: 70–160 characters, one or two sentences on what the page offers; no two pages may share one.",
  ),
  name: textBetween(2, 30)
    .describe('Short page name for breadcrumbs and the share picture, e.g. "Solutions".')
    .optional(),
});
export type Seo = z.infer<typeof seoSchema>;

export type SectionSchema = z.ZodType<Record<string, unknown>>;
