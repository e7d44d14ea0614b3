// @vitest-environment jsdom
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkLinks,
  collectPage,
  formatProblems,
  pagePath,
  resolveLink,
  srcsetUrls,
  type LinkProblem,
} from "../../src/lib/links-check";
import { readSite } from "../dist/read-dist";

const site = "https://www.endevo.life";
const page = (body: string, head = "") =>
  `<!doctype html><html lang="en"><head><title>t</title>${head}</head><body>${body}</body></html>`;

/** A small built site: build.format "file", one blog post, assets under _astro/. */
const FIXTURE: Record<string, string> = {
  "index.html": page(
    `<a href="/plan">Plan</a> <a href="/plan#pricing">Pricing</a> <a href="#hero">Top</a> <h1 id="hero">Hi</h1>
     <a href="/blog/first-post">Post</a> <a href="https://example.com/x#nowhere">Out</a>
     <a href="mailto:hello@endevo.life">Mail</a> <a href="tel:+15551234">Call</a> <a href="#top">Back to top</a>
     <a href="#" data-placeholder>Privacy Policy (not published yet)</a>
     <img src="/_astro/art.webp" srcset="/_astro/art.webp 1x, /_astro/art@2x.webp 2x" alt="" width="1" height="1">`,
    `<link rel="stylesheet" href="/_astro/site.css"><link rel="icon" href="/favicon.svg">
     <link rel="canonical" href="https://www.endevo.life/"><meta property="og:image" content="https://www.endevo.life/og.png">`,
  ),
  "plan.html": page(`<section id="pricing"><h1>Plans</h1><a href="/">Home</a></section>`),
  "blog.html": page(`<h1>Blog</h1><a href="blog/first-post#intro">Read</a>`),
  "blog/first-post.html": page(
    `<h1 id="intro">Post</h1><a href="../blog">All</a> <a href="first-post#intro">Self</a>
     <astro-island component-url="/_astro/Menu.js" renderer-url="/_astro/client.js"><template><a href="/plan#pricing">x</a></template></astro-island>`,
  ),
  "404.html": page(`<h1>Not found</h1><a href="/">Home</a>`),
  "broken.html": page(
    `<h1>Broken</h1>
     <a href="/missing-page">Missing page</a>
     <a href="/plan#no-such-anchor">Missing anchor</a>
     <a href="#also-missing">Missing local anchor</a>
     <a href="/plan/">Trailing slash</a>
     <a href="/plan.html">Html file</a>
     <a href="#">Empty</a>
     <script src="/_astro/gone.js"></script>
     <img src="/_astro/art.webp" srcset="/_astro/art.webp 1x, /_astro/lost@2x.webp 2x" alt="" width="1" height="1">
     <a href="https://www.endevo.life/gone">Own origin</a>`,
    `<meta property="og:image" content="https://www.endevo.life/missing-og.png">`,
  ),
  "_astro/site.css": "body{}",
  "_astro/art.webp": "",
  "_astro/art@2x.webp": "",
  "_astro/Menu.js": "",
  "_astro/client.js": "",
  "favicon.svg": "<svg/>",
  "og.png": "",
};

let dir: string;
let problems: LinkProblem[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "links-check-"));
  for (const [file, content] of Object.entries(FIXTURE)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  const { files, pages } = readSite(dir);
  problems = checkLinks(pages, files, { site });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("checkLinks over a built site", () => {
  it("accepts pages, assets, anchors, relative links, template contents and external URLs", () => {
    expect(problems.filter((problem) => problem.file !== "broken.html")).toEqual([]);
  });

  it("reports every broken link and anchor with its file, link and reason", () => {
    const reasons = Object.fromEntries(problems.map(({ link, reason }) => [link, reason]));
    expect(problems.every((problem) => problem.file === "broken.html")).toBe(true);
    expect(reasons).toEqual({
      'a[href]="/missing-page"': "no page missing-page.html in dist/",
      'a[href]="/plan#no-such-anchor"': 'no element with id "no-such-anchor" on /plan',
      'a[href]="#also-missing"': 'no element with id "also-missing" on /broken',
      'a[href]="/plan/"': 'trailing slash (the site uses trailingSlash "never": link to /plan)',
      'a[href]="/plan.html"': "link to the clean URL /plan, not the .html file",
      'a[href]="#"': 'empty fragment "#"',
      'script[src]="/_astro/gone.js"': "no file _astro/gone.js in dist/",
      'img[srcset]="/_astro/lost@2x.webp"': "no file _astro/lost@2x.webp in dist/",
      'a[href]="https://www.endevo.life/gone"': "no page gone.html in dist/",
      'meta[og:image]="https://www.endevo.life/missing-og.png"': "no file missing-og.png in dist/",
    });
  });

  it("formats one line per problem", () => {
    const missingPage = problems.filter(({ link }) => link === 'a[href]="/missing-page"');
    expect(formatProblems(missingPage)).toBe(
      'broken.html: a[href]="/missing-page" → no page missing-page.html in dist/',
    );
    expect(formatProblems(problems).split("\n")).toHaveLength(problems.length);
  });
});

describe("resolveLink", () => {
  const files = new Set(["index.html", "plan.html", "blog.html", "blog/post.html", "robots.txt"]);
  const resolve = (url: string, from = "index.html") => resolveLink(url, from, files, { site });

  it("maps clean URLs to .html files and the root to index.html", () => {
    expect(resolve("/plan")).toEqual({ kind: "file", file: "plan.html", fragment: undefined });
    expect(resolve("/")).toEqual({ kind: "file", file: "index.html", fragment: undefined });
    expect(resolve("https://www.endevo.life")).toEqual({ kind: "file", file: "index.html", fragment: undefined });
    expect(resolve("/robots.txt?v=1")).toEqual({ kind: "file", file: "robots.txt", fragment: undefined });
    expect(resolve("/blog/post#a%20b")).toEqual({ kind: "file", file: "blog/post.html", fragment: "a b" });
  });

  it("resolves relative links against the page's own clean URL", () => {
    expect(resolve("post", "blog/post.html")).toMatchObject({ file: "blog/post.html" });
    expect(resolve("#x", "blog/post.html")).toEqual({ kind: "file", file: "blog/post.html", fragment: "x" });
  });

  it("leaves other origins and schemes alone but refuses javascript: URLs", () => {
    for (const url of ["https://example.com/plan", "//cdn.example.com/a.js", "mailto:a@b.c", "tel:+1", "data:,x"]) {
      expect(resolve(url)).toEqual({ kind: "external" });
    }
    expect(resolve("javascript:void(0)")).toMatchObject({ kind: "problem" });
    expect(resolve("")).toMatchObject({ kind: "problem", reason: "empty URL" });
  });
});

describe("collectPage", () => {
  it("reads URL attributes, srcset candidates, share-card URLs, ids and legacy anchors", () => {
    const doc = new DOMParser().parseFromString(
      page(
        `<a id="a" href="/x">x</a><a name="legacy"></a><img src="/i.png" srcset="/i.png 1x, /j.png 2x" alt="">
         <form action="/send"><button formaction="/other">Go</button></form><p id="b">p</p>`,
        `<meta property="og:url" content="https://www.endevo.life/x"><meta name="description" content="/not-a-link">`,
      ),
      "text/html",
    );
    const { links, ids } = collectPage(doc);
    expect(links.map(({ source, url }) => `${source} ${url}`)).toEqual([
      "meta[og:url] https://www.endevo.life/x",
      "a[href] /x",
      "img[src] /i.png",
      "img[srcset] /i.png",
      "img[srcset] /j.png",
      "form[action] /send",
      "button[formaction] /other",
    ]);
    expect([...ids].sort()).toEqual(["a", "b", "legacy"]);
  });
});

describe("srcsetUrls", () => {
  it("splits candidates and keeps commas inside URLs", () => {
    expect(srcsetUrls("/a.png 1x, /b.png 2x")).toEqual(["/a.png", "/b.png"]);
    expect(srcsetUrls("/a.png 480w,/b.png 960w")).toEqual(["/a.png", "/b.png"]);
    expect(srcsetUrls("/img?w=1,2 1x")).toEqual(["/img?w=1,2"]);
    expect(srcsetUrls("/only.png")).toEqual(["/only.png"]);
  });
});

describe("pagePath", () => {
  it("gives the clean URL a built file is served at", () => {
    expect(pagePath("index.html")).toBe("/");
    expect(pagePath("plan.html")).toBe("/plan");
    expect(pagePath("blog/post.html")).toBe("/blog/post");
    expect(pagePath("404.html")).toBe("/404");
  });
});
