// The built site in dist/ (run after `astro build`): every page is valid HTML and every internal
// link, asset and #anchor resolves. Pages include the 404 page and every blog post.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FileSystemConfigLoader, HtmlValidate, formatterFactory } from "html-validate";
import { describe, expect, it } from "vitest";
import config from "../../astro.config.mjs";
import { checkLinks, formatProblems, pagePath } from "../../src/lib/links-check";
import { ROUTES } from "../e2e/routes";
import { listFiles, parser, readSite } from "./read-dist";
import { STUDIO_PAGE } from "../../src/integrations/studio.mjs";

const dist = join(process.cwd(), "dist");
if (!existsSync(join(dist, "index.html"))) {
  throw new Error("No build in dist/: run `npx astro build` first (npm test does).");
}
const files = listFiles(dist);
const pages = files.filter((file) => file.endsWith(".html") && file !== STUDIO_PAGE); // the studio: tests/e2e/studio.spec.ts

describe("the build", () => {
  it("has every route of the route table, the 404 page and the blog posts", () => {
    const paths = pages.map(pagePath);
    expect(paths).toEqual(expect.arrayContaining([...ROUTES, "/404"]));
    expect(paths.some((path) => path.startsWith("/blog/"))).toBe(true);
  });
});

describe("html-validate (.htmlvalidate.mjs)", () => {
  const htmlvalidate = new HtmlValidate(new FileSystemConfigLoader());
  const stylish = formatterFactory("stylish");

  it.each(pages)("%s has no errors", async (file) => {
    const report = await htmlvalidate.validateFile(join(dist, file));
    // The whole report (line:column, message, rule) when it fails.
    expect(report.valid, stylish(report.results)).toBe(true);
  });
});

describe("internal links and anchors", () => {
  it("every link, asset and #anchor on every page resolves in dist/", () => {
    const site = readSite(dist);
    const problems = checkLinks(site.pages, site.files, { site: config.site! });
    expect(problems, `\n${formatProblems(problems)}\n`).toEqual([]);
  });
});

describe("first paint", () => {
  // layouts/BaseLayout.astro: the browser paints the first screen as soon as it has it. A render-blocking
  // <link rel="expect"> (paint only once the whole page is parsed) was measured and removed: on a slowed phone the
  // first screen came 0.3–0.8 s later with it (docs/PERFORMANCE.md, "First paint"). Nothing may block rendering
  // but the one stylesheet.
  it.each(pages)("%s does not hold its first paint back", (file) => {
    const doc = parser.parseFromString(readFileSync(join(dist, file), "utf8"), "text/html");
    expect(doc.querySelectorAll('link[rel="expect"], [blocking~="render"]')).toHaveLength(0);
  });
});
