// Turns a content schema (zod 4) into the fields of the editors' studio (Decap CMS): every key of the
// schema becomes a field with the same name, the same required flag and the schema's description as
// its hint, so the studio can never offer a field the build refuses or miss one it needs.
// Kinds are recognised from the schema's structure (see lib/content/fields.ts):
//   url()            a pipe from a plain string     → text box that must start with https://
//   href()           a pipe from the link pattern   → text box checked against the site's pages and @names
//   calendarDate()   a pipe from date | string      → date picker, stored YYYY-MM-DD
//   category()/enum  an enum                        → select of the allowed values
//   iconName()       the name pattern with a check  → select of the Lucide icons
//   image()          the studio's stand-in          → picture upload beside the content file
// Lists keep their counts (min/max/length), numbers their bounds, text its length window.
import { z } from "astro/zod";
import { HREF_PATTERN, SPECIAL_LINKS } from "../content/fields";

/** One Decap CMS field, as written in config.yml. */
export type StudioField = { name: string; label: string; widget: string; [option: string]: unknown };

/** What the fields need to know about the site: the values editors may pick from. */
export interface StudioContext {
  /** Every Lucide icon name (the same folder iconName() checks). */
  icons: string[];
  /** Named links of settings/site.yaml, without the "@", and "email" (the contact address). */
  namedLinks: string[];
  /** Every page of the site a link may name: "/", "/plan", "/blog/post". */
  sitePaths: string[];
  /** The file's current content, for the keys of records (maps whose keys the code decides). */
  data?: unknown;
}

/** Marks a picture field: the studio's stand-in for Astro's image() (matches any file name). */
const IMAGE_MARK = /^(?!studio-image-marker:)/;
export const studioImage = () => z.string().regex(IMAGE_MARK);

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  defaultValue?: unknown;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
  valueType?: z.ZodType;
  format?: string;
  checks?: { _zod: { def: Check } }[];
};
type Check = {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);

/** "buttonText" → "Button text", "linkedIn" → "Linked in", "seo" → "Search engines". */
export function labelFor(name: string): string {
  const special: Record<string, string> = { seo: "Search engines (title and description)", id: "Anchor (id)" };
  if (special[name]) return special[name];
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What url() accepts, as a pattern: https://, a host without a user name or password (no "@" before
 * the first "/", "?" or "#"), then anything but spaces, quotes and < > (an "@" in the path is fine:
 * https://www.tiktok.com/@name).
 */
const HTTPS_ADDRESS = "https://[^\\s\"'<>`@/?#]+([/?#][^\\s\"'<>`]*)?";

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The href() pattern narrowed to this site: its own pages and named links. */
export function hrefPattern(context: StudioContext, special: readonly string[] = []): string {
  const pages = context.sitePaths.filter((path) => path !== "/").map((path) => escapeRegex(path.slice(1)));
  // A named link may add to its address ("@email?subject=Hello"); the names resolved per page may not.
  const names = context.namedLinks.map((name) => escapeRegex(`@${name}`));
  return [
    "^(",
    `/(${pages.join("|")})?(#[a-z0-9-]+)?`,
    "|#[a-z0-9-]+",
    "|https://\\S+",
    "|mailto:\\S+",
    "|tel:[+\\d\\-\\s()]+",
    `|(${names.join("|")})(\\?\\S+)?`,
    ...(special.length ? [`|(${special.map(escapeRegex).join("|")})`] : []),
    ")$",
  ].join("");
}

function hrefHint(context: StudioContext, special: readonly string[]): string {
  const names = [...context.namedLinks.map((name) => `@${name}`), ...special];
  return `A page of this site ("/plan", "/solution#framework"), an anchor ("#faq"), a full https:// address, mailto:, tel:, or a named link: ${names.join(", ")} (a named link may add "?subject=…").`;
}

/** A wrapper's description wins over the one inside it (the last .describe() written). */
function descriptionOf(schema: z.ZodType): string | undefined {
  for (let current: z.ZodType | undefined = schema; current;) {
    if (current.description) return current.description;
    const def = defOf(current);
    current = def.type === "optional" || def.type === "default" ? def.innerType : undefined;
  }
  return undefined;
}

/** The schema inside optional/default wrappers, whether it may be left out, and its default. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean; defaultValue?: unknown } {
  let inner = schema;
  let optional = false;
  let defaultValue: unknown;
  for (let def = defOf(inner); def.type === "optional" || def.type === "default"; def = defOf(inner)) {
    optional = true;
    if (def.type === "default") defaultValue = def.defaultValue;
    inner = def.innerType!;
  }
  return { inner, optional, defaultValue };
}

const isHrefString = (schema: z.ZodType) =>
  defOf(schema).type === "string" && checksOf(schema).some((check) => check.pattern?.source === HREF_PATTERN.source);

/**
 * Decap's pattern option: [regular expression, the message shown when it does not match]. The same
 * pair is returned for the same arguments, so config.yml writes it once and refers to it after.
 * Decap compiles patterns without the u flag: \p{Lu} (a capital letter) becomes a character class.
 */
const patterns = new Map<string, { pattern: [string, string] }>();
const pattern = (source: string, message: string) => {
  const plain = source.replaceAll("\\p{Lu}", "[A-ZÀ-ÖØ-Þ]");
  const key = `${plain}\n${message}`;
  if (!patterns.has(key)) patterns.set(key, { pattern: [plain, message] });
  return patterns.get(key)!;
};

/** Length window of a text field as a pattern ("" when the schema has none beyond "not empty"). */
function lengthPattern(schema: z.ZodType) {
  const checks = checksOf(schema);
  const min = Math.max(0, ...checks.filter((c) => c.check === "min_length").map((c) => c.minimum ?? 0));
  const maxes = checks.filter((c) => c.check === "max_length").map((c) => c.maximum ?? Infinity);
  const max = maxes.length ? Math.min(...maxes) : undefined;
  if (min <= 1 && max === undefined) return {};
  const message =
    max === undefined ? `At least ${min} characters.` : `Between ${min} and ${max} characters (spaces count).`;
  return pattern(`^[\\s\\S]{${min},${max ?? ""}}$`, message);
}

/** Counts of a list as Decap's min/max. */
function countOptions(schema: z.ZodType) {
  const options: { min?: number | undefined; max?: number | undefined } = {};
  for (const check of checksOf(schema)) {
    if (check.check === "length_equals") options.min = options.max = check.length;
    if (check.check === "min_length") options.min = check.minimum;
    if (check.check === "max_length") options.max = check.maximum;
  }
  return options;
}

/** The widget and its options for one schema (without name, label, required or hint). */
function widgetFor(
  name: string,
  schema: z.ZodType,
  context: StudioContext,
  path: string[],
  data: unknown,
): Omit<StudioField, "name" | "label"> {
  const def = defOf(schema);
  switch (def.type) {
    case "pipe": {
      const out = defOf(def.out!);
      const input = defOf(def.in!);
      if (out.type === "enum") return widgetFor(name, def.out!, context, path, data);
      if (input.type === "union") {
        return {
          widget: "datetime",
          format: "YYYY-MM-DD",
          date_format: "YYYY-MM-DD",
          time_format: false,
          picker_utc: true,
        };
      }
      if (isHrefString(def.in!)) {
        // Buttons (action()) may also use the links resolved per page: @appStore, @latestEpisode, @episode.
        const special = path.some((part) => part === "actions" || part === "action") ? SPECIAL_LINKS : [];
        return { widget: "string", ...pattern(hrefPattern(context, special), hrefHint(context, special)) };
      }
      if (input.type === "string") {
        return { widget: "string", ...pattern(`^${HTTPS_ADDRESS}$`, "A full address starting with https://") };
      }
      return widgetFor(name, def.in!, context, path, data);
    }
    case "union": {
      const literals = def.options!.filter((option) => defOf(option).type === "literal");
      const values = literals.flatMap((option) => defOf(option).values ?? []).map(String);
      if (values.length) {
        const alternatives = values.map(escapeRegex).join("|");
        return {
          widget: "string",
          ...pattern(`^(${alternatives}|${HTTPS_ADDRESS})$`, `${values.join(" or ")}, or an https:// address`),
        };
      }
      return widgetFor(name, def.options![0]!, context, path, data);
    }
    case "enum":
      return { widget: "select", options: Object.values(def.entries!) };
    case "boolean":
      return { widget: "boolean" };
    case "number": {
      const options: Record<string, unknown> = { widget: "number", value_type: "float" };
      for (const check of checksOf(schema)) {
        if (check.check === "number_format" && /int/.test(check.format ?? "")) options.value_type = "int";
        if (check.check === "greater_than") options.min = check.value;
        if (check.check === "less_than") options.max = check.value;
      }
      return options as Omit<StudioField, "name" | "label">;
    }
    case "string": {
      const checks = checksOf(schema);
      if (checks.some((check) => check.pattern === IMAGE_MARK)) {
        // Beside the content file: the name is what image() reads.
        return { widget: "image", choose_url: false, media_folder: "", public_folder: "" };
      }
      const regex = checks.find((check) => check.format === "regex")?.pattern;
      if (regex && checks.some((check) => check.check === "custom")) {
        // iconName(): the name pattern plus "the icon exists".
        return { widget: "select", options: context.icons };
      }
      if (def.format === "email")
        return { widget: "string", ...pattern("^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", "An e-mail address") };
      const long = ["text", "description", "answer", "lead", "summary", "statement", "greeting"].includes(name);
      const widget = long ? "text" : "string";
      if (regex) return { widget, ...pattern(regex.source, descriptionOf(schema) ?? `Must match ${regex.source}`) };
      return { widget, ...lengthPattern(schema) };
    }
    case "array": {
      const element = def.element!;
      const { inner } = unwrap(element);
      const counts = countOptions(schema);
      if (defOf(inner).type === "object") {
        const fields = objectFields(inner, context, path, undefined);
        // Each item's line when folded: its title, name, label…, or else its first field (a chat rule's keywords).
        const summary =
          ["title", "name", "label", "question", "figure", "letter"].find((key) =>
            fields.some((field) => field.name === key),
          ) ?? fields[0]?.name;
        return {
          widget: "list",
          collapsed: true,
          ...counts,
          ...(summary ? { summary: `{{fields.${summary}}}` } : {}),
          fields,
        };
      }
      const single = studioField(singular(name), element, context, [...path, "*"], undefined);
      // One line per value, open: a keyword or a paragraph is read and edited where it stands.
      return { widget: "list", collapsed: false, ...counts, field: single };
    }
    case "object":
      return { widget: "object", collapsed: path.length > 1, fields: objectFields(schema, context, path, data) };
    case "record": {
      // The keys are names the code looks up (button labels, chat pages): fixed, their values editable.
      const keys = data && typeof data === "object" ? Object.keys(data) : [];
      const fields = keys.map((key) => studioField(key, def.valueType!, context, [...path, key], undefined));
      return { widget: "object", collapsed: true, fields };
    }
    default:
      throw new Error(`studio: no widget for the ${def.type} schema of "${path.join(".")}"`);
  }
}

const singular = (name: string) => name.replace(/ies$/, "y").replace(/s$/, "");

/** One field: name, label, widget, required flag, default and hint. */
export function studioField(
  name: string,
  schema: z.ZodType,
  context: StudioContext,
  path: string[] = [],
  data?: unknown,
): StudioField {
  const { inner, optional, defaultValue } = unwrap(schema);
  const own = [...path, name];
  const field = { name, label: labelFor(name), ...widgetFor(name, inner, context, own, data) } as StudioField;
  if (optional) field.required = false;
  if (defaultValue !== undefined) field.default = defaultValue;
  const hint = descriptionOf(schema);
  if (hint) field.hint = hint;
  return field;
}

/** The fields of an object schema, in the schema's order. */
export function objectFields(schema: z.ZodType, context: StudioContext, path: string[] = [], data?: unknown) {
  let inner = schema;
  while (defOf(inner).type === "pipe") inner = defOf(inner).in!;
  if (defOf(inner).type === "record") {
    const { fields } = widgetFor("", inner, context, path, data) as { fields: StudioField[] };
    return fields;
  }
  const shape = defOf(inner).shape;
  if (!shape) throw new Error(`studio: "${path.join(".") || "(file)"}" is not an object schema`);
  return Object.entries(shape).map(([key, value]) =>
    studioField(key, value, context, path, (data as Record<string, unknown> | undefined)?.[key]),
  );
}
