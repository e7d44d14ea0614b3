// Raw HTML and link addresses in Markdown (blog posts, podcast episodes, videos: everything under
// src/content and src/pages written in Markdown). Markdown lets an editor type HTML, and that HTML
// reaches the page as it is: a <meta http-equiv="refresh"> sends visitors to another site, a <form>
// or <iframe> shows someone else's page inside ours, style="" restyles the page, and
// [a link](javascript:…) runs code. Only a short list of harmless inline elements passes; anything
// else stops the build with the file, the line and what to write instead. Nothing is ever dropped
// silently: an editor must not lose words without being told.
//
// - htmlProblems(fragment) / addressProblem(url): pure checks, with parse5 (the WHATWG HTML
//   parsing algorithm, as browsers run it) reading each piece of raw HTML.
// - markdownHtmlCheck: the same checks as a Sätteri plugin (Astro's Markdown processor), so the
//   dev server reports a bad post as it renders it.
// - markdownHtml(): the integration. It adds the plugin to the site's Markdown processor and, when
//   a build starts, renders every Markdown file through that processor. Astro's content loader
//   only logs a render error and stores the entry without its text (then skips the unchanged file
//   on the next build), so the build itself must fail here.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseFragment } from "parse5";

/** Elements an editor may type, with the attributes each may carry (besides lang and dir). */
export const ALLOWED_ELEMENTS = {
  br: [],
  wbr: [],
  abbr: ["title"],
  dfn: ["title"],
  sup: [],
  sub: [],
  kbd: [],
  mark: [],
  small: [],
  s: [],
  q: [],
  cite: [],
  del: ["datetime"],
  ins: ["datetime"],
  time: ["datetime"],
};
const ANY_ELEMENT = ["lang", "dir"];

/** Link and image address schemes a post may use; addresses without one (/plan, ./a.jpg, #part) are fine. */
export const ALLOWED_SCHEMES = ["http", "https", "mailto", "tel"];

const MARKDOWN_FOR = {
  a: "a Markdown link: [words to click](https://example.com/page)",
  img: "a Markdown image: ![what the picture shows](./picture.jpg)",
  b: "**bold**",
  strong: "**bold**",
  i: "_italic_",
  em: "_italic_",
  h1: "a Markdown heading: ## Heading",
  h2: "a Markdown heading: ## Heading",
  h3: "a Markdown heading: ### Heading",
  h4: "a Markdown heading: #### Heading",
  h5: "a Markdown heading: ##### Heading",
  h6: "a Markdown heading: ###### Heading",
  p: "plain text (a blank line starts a new paragraph)",
  div: "plain text (a blank line starts a new paragraph)",
  span: "plain text",
  font: "plain text",
  center: "plain text",
  ul: "a Markdown list: one `- item` per line",
  ol: "a numbered Markdown list: one `1. item` per line",
  li: "a Markdown list: one `- item` per line",
  blockquote: "a Markdown quote: > quoted words",
  hr: "a line with three dashes: ---",
  code: "backticks: `code`",
  pre: "a code block between lines of three backticks (```)",
  table: "a Markdown table: | Column | Column |",
};
const EMBEDS = new Set(["iframe", "video", "audio", "object", "embed", "picture", "source", "svg", "canvas", "frame"]);

/** Why an element is refused and what to write instead. */
function elementAdvice(name) {
  if (MARKDOWN_FOR[name]) return `write ${MARKDOWN_FOR[name]} instead`;
  if (EMBEDS.has(name)) return "link to it instead: [Watch the video](https://…)";
  return (
    "a post cannot run code, load other pages, send visitors elsewhere or change how the site looks. " +
    "Leave it out, or ask a developer"
  );
}

/** Why an attribute is refused. */
function attributeReason(name) {
  if (/^on/i.test(name)) return "it would run code";
  if (name === "style") return "it would restyle the page (posts take the site's own styles)";
  return "only title on <abbr> and <dfn>, datetime on <del>, <ins> and <time>, and lang or dir are allowed";
}

/** Every element in a parse5 tree, template contents included. */
function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child);
    if (child.content) yield* elements(child.content);
  }
}

/**
 * Problems in one piece of raw HTML from a Markdown file (comments are fine), each with its line
 * in the piece (1 for the first).
 * @param {string} fragment
 * @returns {{ line: number; message: string }[]}
 */
export function htmlProblems(fragment) {
  const problems = [];
  const tree = parseFragment(fragment, {
    sourceCodeLocationInfo: true,
    onParseError: (error) => {
      if (!error.code.startsWith("eof-in-")) return;
      // Reported where the piece starts: the parser only notices at its end.
      problems.push({
        line: 1,
        message:
          `unfinished HTML from here (${error.code}): a tag or comment without its end swallows the text after it. ` +
          "Finish it or write plain Markdown",
      });
    },
  });
  for (const element of elements(tree)) {
    const name = element.tagName;
    const line = element.sourceCodeLocation?.startLine ?? 1;
    const allowed = ALLOWED_ELEMENTS[name];
    if (!allowed) {
      problems.push({ line, message: `<${name}> cannot be used in Markdown: ${elementAdvice(name)}` });
      continue;
    }
    for (const { name: attribute } of element.attrs) {
      if (allowed.includes(attribute) || ANY_ELEMENT.includes(attribute)) continue;
      problems.push({
        line,
        message: `${attribute}="" on <${name}> cannot be used: ${attributeReason(attribute)}. Remove it`,
      });
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

/**
 * The problem with a link or image address, or undefined when it is fine. Read as a browser reads
 * it: leading spaces and control characters, tabs and line breaks do not hide a scheme.
 * @param {string} url
 * @param {"link" | "image"} kind
 */
export function addressProblem(url, kind = "link") {
  const withoutBreaks = url.replace(/[\t\n\r]/g, "");
  let start = 0;
  while (start < withoutBreaks.length && withoutBreaks.charCodeAt(start) <= 0x20) start += 1;
  const cleaned = withoutBreaks.slice(start);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
  if (!scheme || ALLOWED_SCHEMES.includes(scheme)) return undefined;
  const shown = cleaned.length > 50 ? `${cleaned.slice(0, 50)}…` : cleaned;
  return kind === "image"
    ? `the image address "${shown}" cannot be used: put the picture beside the post and write ![what it shows](./picture.jpg), or use an https:// address`
    : `the link address "${shown}" cannot be used: write an https:// address, a page of this site such as /plan, or a mailto: or tel: address`;
}

/* ------------------------------------------------------ the Markdown plugin */

const DATA_KEY = "endevoMarkdownHtml";

/** The file name (relative to the project) and the line in the file where the rendered text starts. */
function whereIs(ctx) {
  if (!ctx.fileURL) return { file: "Markdown", firstLine: 1 };
  const path = fileURLToPath(ctx.fileURL);
  const file = relative(process.cwd(), path).split("\\").join("/");
  // Astro renders the text after the frontmatter: count the lines before it in the file.
  let firstLine = 1;
  try {
    const text = readFileSync(path, "utf8");
    const at = text.indexOf(ctx.source);
    if (at > 0) firstLine = text.slice(0, at).split("\n").length;
  } catch {
    // Not on disk (a test renders a string): lines count from the text itself.
  }
  return { file, firstLine };
}

/** Records a problem at a node's line (plus lines into the node, for a block of HTML). */
function report(ctx, node, message, linesIn = 1) {
  const state = ctx.data[DATA_KEY];
  const line = (node.position?.start.line ?? 1) + state.firstLine - 1 + linesIn - 1;
  state.problems.push(`${state.file}:${line}: ${message}.`);
}

/** The error an editor sees: every problem in the file at once. */
export class MarkdownHtmlError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(
      `Markdown with raw HTML or an unsafe address (the site shows only plain Markdown and a few harmless tags: ` +
        `${Object.keys(ALLOWED_ELEMENTS)
          .map((name) => `<${name}>`)
          .join(" ")}):\n  ${problems.join("\n  ")}`,
    );
    this.name = "MarkdownHtmlError";
    this.problems = problems;
  }
}

/**
 * A Sätteri mdast plugin: reads every piece of raw HTML, every link, image and link definition,
 * and throws a MarkdownHtmlError listing them all when any is refused.
 * @type {import("satteri").MdastPluginDefinition}
 */
export const markdownHtmlCheck = {
  name: "endevo:markdown-html",
  options: { position: true },
  before(_root, ctx) {
    ctx.data[DATA_KEY] = { ...whereIs(ctx), problems: [] };
  },
  html(node, ctx) {
    for (const { line, message } of htmlProblems(node.value)) report(ctx, node, message, line);
  },
  link(node, ctx) {
    const problem = addressProblem(node.url, "link");
    if (problem) report(ctx, node, problem);
  },
  definition(node, ctx) {
    const problem = addressProblem(node.url, "link");
    if (problem) report(ctx, node, problem);
  },
  image(node, ctx) {
    const problem = addressProblem(node.url, "image");
    if (problem) report(ctx, node, problem);
  },
  after(_root, ctx) {
    const { problems } = ctx.data[DATA_KEY];
    if (problems.length) throw new MarkdownHtmlError(problems);
  },
};

/* ------------------------------------------------------------ the build */

/** Folders whose Markdown files become pages. */
export const MARKDOWN_FOLDERS = ["src/content", "src/pages"];

/** Every .md file under the folders, relative to root, sorted. */
export function markdownFiles(root, folders = MARKDOWN_FOLDERS) {
  return folders
    .filter((folder) => existsSync(join(root, folder)))
    .flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(".md"))
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/")),
    )
    .sort();
}

/** The text Astro renders: the file without its frontmatter, trimmed. */
export function markdownBody(text) {
  return text.replace(/^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, "").trim();
}

/**
 * Renders every Markdown file with a renderer (Astro's processor with the plugin added) and
 * throws one MarkdownHtmlError with every problem in every file.
 * @param {string} root
 * @param {{ render(content: string, options: { frontmatter: object; fileURL: URL }): Promise<unknown> }} renderer
 */
export async function checkMarkdownFiles(root, renderer) {
  const problems = [];
  for (const file of markdownFiles(root)) {
    const path = join(root, file);
    try {
      await renderer.render(markdownBody(readFileSync(path, "utf8")), {
        frontmatter: {},
        fileURL: pathToFileURL(path),
      });
    } catch (error) {
      if (!(error instanceof MarkdownHtmlError)) throw error;
      problems.push(...error.problems);
    }
  }
  if (problems.length) throw new MarkdownHtmlError(problems);
  return markdownFiles(root).length;
}

/**
 * Adds the plugin to the site's Markdown processor; fails the build on the first refused
 * piece of HTML or address in any Markdown file.
 * @returns {import("astro").AstroIntegration}
 */
export default function markdownHtml() {
  /** @type {import("astro").AstroConfig | undefined} */
  let config;
  return {
    name: "endevo:markdown-html",
    hooks: {
      "astro:config:setup": ({ config: setup }) => {
        const processor = setup.markdown.processor;
        const plugins = /** @type {{ mdastPlugins?: { name: string }[] }} */ (processor.options).mdastPlugins;
        if (processor.name !== "satteri" || !Array.isArray(plugins)) {
          throw new Error(
            `src/integrations/markdown-html.mjs checks Markdown with Astro's Sätteri processor, not "${processor.name}": ` +
              "port the plugin before changing markdown.processor",
          );
        }
        if (!plugins.some((plugin) => plugin.name === markdownHtmlCheck.name)) plugins.push(markdownHtmlCheck);
      },
      "astro:config:done": ({ config: done }) => {
        config = done;
      },
      "astro:build:start": async ({ logger }) => {
        if (!config) return;
        const { markdown, image } = config;
        const renderer = await markdown.processor.createRenderer({
          image,
          syntaxHighlight: markdown.syntaxHighlight,
          shikiConfig: markdown.shikiConfig,
          gfm: markdown.gfm,
          smartypants: markdown.smartypants,
        });
        const count = await checkMarkdownFiles(fileURLToPath(config.root), renderer);
        logger.info(`${count} Markdown file(s): no raw HTML beyond the allowed tags, no unsafe addresses.`);
      },
    },
  };
}
