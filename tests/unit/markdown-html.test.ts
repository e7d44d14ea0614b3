// Raw HTML and addresses in Markdown (src/integrations/markdown-html.mjs): the checks on their own,
// then through the processor Astro renders the site's Markdown with (Sätteri, with the plugin the
// integration adds), over a real post copied into a temporary project with each payload added.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import config from "../../astro.config.mjs";
import markdownHtml, {
  addressProblem,
  checkMarkdownFiles,
  htmlProblems,
  markdownFiles,
} from "../../src/integrations/markdown-html.mjs";

type Renderer = Parameters<typeof checkMarkdownFiles>[1];
type Processor = { name: string; options: object; createRenderer(options: object): Promise<Renderer> };
type SetupHook = (options: { config: { markdown: { processor: Processor } } }) => void;

/** Astro's own copy of its Markdown processor, as astro.config.mjs gets it by default. */
async function siteProcessor(): Promise<Processor> {
  const fromAstro = createRequire(join(process.cwd(), "node_modules/astro/package.json"));
  const { satteri } = (await import(pathToFileURL(fromAstro.resolve("@astrojs/markdown-satteri")).href)) as {
    satteri: () => Processor;
  };
  const processor = satteri();
  const setup = markdownHtml().hooks["astro:config:setup"] as unknown as SetupHook;
  setup({ config: { markdown: { processor } } });
  return processor;
}

let renderer: Renderer;
beforeAll(async () => {
  renderer = await (await siteProcessor()).createRenderer({});
});

/** What refused payloads look like, with a word the message must contain. */
const PAYLOADS: [string, string, RegExp][] = [
  ["meta refresh", `<meta http-equiv="refresh" content="0;url=https://evil.example">`, /<meta> cannot be used/],
  ["base", `<base href="https://evil.example/">`, /<base> cannot be used/],
  ["form", `<form action="https://evil.example"><input name="card"></form>`, /<form> cannot be used/],
  ["iframe", `<iframe src="https://evil.example"></iframe>`, /<iframe> cannot be used in Markdown: link to it instead/],
  ["object", `<object data="https://evil.example/x.swf"></object>`, /<object> cannot be used/],
  ["script", `<script>alert(1)</script>`, /<script> cannot be used/],
  ["style element", `<style>body{display:none}</style>`, /<style> cannot be used/],
  ["style attribute", `Some <mark style="color:red">red</mark> words.`, /style="" on <mark> cannot be used/],
  ["event handler", `An <abbr title="x" onmouseover="alert(1)">ABC</abbr>.`, /onmouseover="" on <abbr>.*run code/],
  ["javascript: link", `[Click](javascript:alert(1))`, /link address "javascript:alert\(1\)"/],
  ["hidden javascript: link", `[Click]( JaVa&#x09;Script:alert(1))`, /link address "JaVaScript:alert\(1\)"/],
  ["javascript: autolink", `<javascript:alert(1)>`, /link address "javascript:alert\(1\)"/],
  ["javascript: definition", `[Click][x]\n\n[x]: javascript:alert(1)`, /link address "javascript:alert\(1\)"/],
  ["data: image", `![x](data:image/svg+xml;base64,PHN2Zz4=)`, /image address "data:image/],
  ["unfinished tag", `<div title="\nunclosed`, /unfinished HTML/],
];

describe("htmlProblems", () => {
  it("lets the harmless inline tags pass with their own attributes", () => {
    for (const html of [
      "<br>",
      "<br/>",
      '<abbr title="Power of attorney">POA</abbr>',
      "<sup>2</sup><sub>n</sub><kbd>Ctrl</kbd><mark>note</mark>",
      '<time datetime="2025-09-16">16 September</time>',
      '<q lang="fr">Au revoir</q>',
      "<!-- a note for editors -->",
      "</abbr>",
    ])
      expect(htmlProblems(html), html).toEqual([]);
  });

  it("names each refused element and attribute with the line in the piece", () => {
    expect(htmlProblems('<p>\n<b>x</b> <img src="a.png" alt="">\n</p>')).toEqual([
      {
        line: 1,
        message: "<p> cannot be used in Markdown: write plain text (a blank line starts a new paragraph) instead",
      },
      { line: 2, message: "<b> cannot be used in Markdown: write **bold** instead" },
      {
        line: 2,
        message:
          "<img> cannot be used in Markdown: write a Markdown image: ![what the picture shows](./picture.jpg) instead",
      },
    ]);
    expect(htmlProblems('<abbr id="x" class="y">A</abbr>').map(({ message }) => message)).toEqual([
      'id="" on <abbr> cannot be used: only title on <abbr> and <dfn>, datetime on <del>, <ins> and <time>, and lang or dir are allowed. Remove it',
      'class="" on <abbr> cannot be used: only title on <abbr> and <dfn>, datetime on <del>, <ins> and <time>, and lang or dir are allowed. Remove it',
    ]);
  });

  it("reads elements a pattern would miss: template contents, upper case, odd spacing", () => {
    expect(htmlProblems("<template><IFRAME\nsrc=x></iframe></template>").map(({ message }) => message)).toEqual([
      "<template> cannot be used in Markdown: a post cannot run code, load other pages, send visitors elsewhere or change how the site looks. Leave it out, or ask a developer",
      "<iframe> cannot be used in Markdown: link to it instead: [Watch the video](https://…)",
    ]);
  });
});

describe("addressProblem", () => {
  it("accepts web, e-mail and phone addresses and paths", () => {
    for (const url of [
      "https://endevo.life",
      "http://x.example",
      "/plan",
      "./a.jpg",
      "#part",
      "mailto:a@b.example",
      "tel:+1555",
    ])
      expect(addressProblem(url), url).toBeUndefined();
  });

  it("refuses every other scheme, however it is written", () => {
    for (const url of [
      "javascript:alert(1)",
      " JAVASCRIPT:x",
      "java\tscript:x",
      "\u0001javascript:x",
      "vbscript:x",
      "data:text/html,x",
    ])
      expect(addressProblem(url), JSON.stringify(url)).toMatch(/cannot be used/);
  });
});

describe("the site's Markdown processor", () => {
  it("is Sätteri with the check, as astro.config.mjs builds the site", async () => {
    expect(config.integrations?.flat().map((integration) => integration && integration.name)).toContain(
      "endevo:markdown-html",
    );
    const rendered = (await renderer.render(
      'Plain **words**, <abbr title="Power of attorney">POA</abbr> and [a link](/plan).',
      {
        frontmatter: {},
        fileURL: pathToFileURL(join(process.cwd(), "fixture.md")),
      },
    )) as { code: string };
    expect(rendered.code).toContain('<abbr title="Power of attorney">POA</abbr>');
  });

  it.each(PAYLOADS)("refuses %s", async (_name, markdown, message) => {
    await expect(
      renderer.render(`Intro.\n\n${markdown}\n`, { frontmatter: {}, fileURL: pathToFileURL("/x/post.md") }),
    ).rejects.toThrow(message);
  });

  it("refuses any processor it cannot check instead of letting Markdown through unchecked", () => {
    const setup = markdownHtml().hooks["astro:config:setup"] as unknown as SetupHook;
    const processor = { name: "unified", options: {}, createRenderer: async () => renderer };
    expect(() => setup({ config: { markdown: { processor } } })).toThrow(/port the plugin/);
  });
});

describe("a build", () => {
  let root: string;
  const post = "src/content/blog/passwords-after-death.md";
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "endevo-markdown-html-"));
    mkdirSync(join(root, "src/content/blog"), { recursive: true });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("passes every Markdown file of the site as it is", async () => {
    expect(markdownFiles(process.cwd()).length).toBeGreaterThan(0);
    await expect(checkMarkdownFiles(process.cwd(), renderer)).resolves.toBe(markdownFiles(process.cwd()).length);
  });

  it.each(PAYLOADS)("stops at a real post with %s, naming the file and the line", async (_name, markdown, message) => {
    copyFileSync(join(process.cwd(), post), join(root, post));
    const text = readFileSync(join(root, post), "utf8");
    const lines = `${text.trimEnd()}\n\n`.split("\n");
    const line = lines.length + (markdown.startsWith("[Click][x]") ? 2 : 0);
    writeFileSync(join(root, post), `${lines.join("\n")}${markdown}\n`);
    const failure = checkMarkdownFiles(root, renderer);
    await expect(failure).rejects.toThrow(message);
    await expect(failure).rejects.toThrow(new RegExp(`src/content/blog/passwords-after-death\\.md:${line}: `));
  });
});
