// docs/CONTENT.md lists, page by page, the fields each section accepts. The list is written from the
// schemas (src/lib/content/reference.ts), so the guide an editor follows is the rule the build applies.
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageSectionsReference, REFERENCE_END, REFERENCE_START } from "../../src/lib/content/reference";

const GUIDE = "docs/CONTENT.md";

describe("the editor's guide lists the fields the build accepts", () => {
  it("docs/CONTENT.md's page-by-page field list matches the section schemas", () => {
    const guide = readFileSync(GUIDE, "utf8");
    const start = guide.indexOf(REFERENCE_START);
    const end = guide.indexOf(REFERENCE_END);
    expect(start, `${GUIDE} must contain ${REFERENCE_START}`).toBeGreaterThan(-1);
    const written = guide.slice(start, end + REFERENCE_END.length);
    const expected = pageSectionsReference();
    if (process.env.UPDATE_CONTENT_DOCS) {
      writeFileSync(GUIDE, guide.slice(0, start) + expected + guide.slice(end + REFERENCE_END.length));
      return;
    }
    expect(written, "the section schemas changed: run `npm run content:docs` to rewrite the list").toBe(expected);
  });
});
