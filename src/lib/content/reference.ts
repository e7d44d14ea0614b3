// The page-by-page field reference in docs/CONTENT.md, written from the section schemas so the
// guide can never disagree with what the build accepts (tests/unit/content-reference.test.ts
// compares them; `npm run content:docs` rewrites the block).
import type { z } from "astro/zod";
import { PAGE_SECTIONS } from "./pages";

type Def = {
  type?: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
};
const defOf = (schema: unknown) => (schema as { def?: Def } | undefined)?.def ?? {};

/** The schema inside optional/default/pipe wrappers, and whether the field may be left out. */
function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (let def = defOf(inner); ; def = defOf(inner)) {
    if (def.type === "optional" || def.type === "default") {
      optional = true;
      inner = def.innerType!;
    } else if (def.type === "pipe") {
      inner = def.in!;
    } else {
      return { inner, optional };
    }
  }
}

const OPENING = new Set(["id", "eyebrow", "heading", "lead"]);

/** "items (title, text, icon)" or "actions (optional)" for each field a section adds to the opening. */
function sectionFields(schema: z.ZodType): string {
  const shape = defOf(schema).shape ?? {};
  const parts = Object.entries(shape)
    .filter(([key]) => !OPENING.has(key))
    .map(([key, field]) => {
      const { inner, optional } = unwrap(field);
      const element = defOf(inner).type === "array" ? defOf(defOf(inner).element).shape : undefined;
      const sub = key === "items" && element ? ` (${Object.keys(element).join(", ")})` : "";
      return `${key}${sub}${optional ? "" : " — required"}`;
    });
  const opening = Object.keys(shape).filter((key) => OPENING.has(key));
  const base = opening.length === OPENING.size ? "" : `only ${opening.join(", ")}; `;
  return base + (parts.join("; ") || "—");
}

// Prettier leaves the block as written, so the test can compare it to the schemas character for character.
export const REFERENCE_START =
  "<!-- page-sections: written by npm run content:docs -->\n<!-- prettier-ignore-start -->";
export const REFERENCE_END = "<!-- prettier-ignore-end -->\n<!-- /page-sections -->";

/** The Markdown block: one table per page file. */
export function pageSectionsReference(): string {
  const tables = Object.entries(PAGE_SECTIONS).map(([page, sections]) => {
    const rows = Object.entries(sections).map(([name, schema]) => `| \`${name}\` | ${sectionFields(schema)} |`);
    return [`**pages/${page}.yaml**`, "", "| Section | Fields besides the opening |", "| --- | --- |", ...rows].join(
      "\n",
    );
  });
  return [REFERENCE_START, "", ...tables.flatMap((table) => [table, ""]), REFERENCE_END].join("\n");
}
