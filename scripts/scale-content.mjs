// Content at ten times today's size, in a scratch copy of the project: 40 blog posts, 30 podcast episodes and
// 50 partner offers (today's entries kept, generated ones added up to those totals). The generated entries follow
// the content schemas (the copy's build checks them), spread the offers over every planning category but one, which
// is left without a partner, give every third offer a logo picture (wide, square or tall, in turn), and use words
// drawn from the site's own writing so they compress like real copy (repeated filler would flatter the sizes).
// The same seed gives the same content on every run.
//
//   node scripts/scale-content.mjs            writes a copy to a new folder under the system's temp folder, prints it
//   node scripts/scale-content.mjs --out=DIR  writes the copy to DIR (emptied first)
//
// `npm run bench -- --scale` (scripts/bench.mjs) uses it to build today's content and the scaled copy side by side.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { parse } from "yaml";
import { copyProject } from "./project-copy.mjs";

/** The totals the scaled copy has: ten times today's posts and episodes, and fifty partner offers. */
export const SCALE = { posts: 40, episodes: 30, offers: 50 };

/* ------------------------------------------------------------------------------------------- the words */

/** A small seeded random number generator (mulberry32): the same content on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every word of the site's blog posts, in order and with repeats (so common words stay common). */
function siteWords(contentDir) {
  const dir = join(contentDir, "blog");
  const text = readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => readFileSync(join(dir, file), "utf8").replace(/^---[\s\S]*?---/, ""))
    .join(" ");
  return text.match(/[A-Za-z][a-z']+/g) ?? [];
}

function writer(words, next) {
  const pick = (list) => list[Math.floor(next() * list.length)];
  const between = (low, high) => low + Math.floor(next() * (high - low + 1));
  const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);
  const sentence = (low = 10, high = 22) => {
    const list = Array.from({ length: between(low, high) }, () => pick(words).toLowerCase());
    return `${capital(list.join(" "))}.`;
  };
  /** At most `max` characters, cut at a word, ending with a full stop. */
  const clip = (text, max) => {
    if (text.length <= max) return text;
    return `${text
      .slice(0, max)
      .replace(/\s+\S*$/, "")
      .replace(/[.,;:]$/, "")}.`;
  };
  const title = (low = 3, high = 6) =>
    Array.from({ length: between(low, high) }, () => capital(pick(words).toLowerCase())).join(" ");
  const paragraph = () => Array.from({ length: between(2, 5) }, () => sentence()).join(" ");
  return { pick, between, sentence, clip, title, paragraph };
}

const slugify = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
/** YAML double-quoted string (JSON's quoting is valid YAML). */
const quote = (text) => JSON.stringify(text);
const isoDay = (date) => date.toISOString().slice(0, 10);
const daysBefore = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000);

/* ------------------------------------------------------------------------------------------- the content */

const POST_ICONS = ["hand-heart", "list-checks", "key-round", "message-circle-heart", "book-open", "lightbulb"];
const PARTNER_WORDS = ["Law", "Partners", "Care", "Trust", "Legacy", "Planning", "Advisors", "Memorials", "Vault"];
const FIRST_NAMES = ["Alex", "Sam", "Jordan", "Robin", "Casey", "Morgan", "Taylor", "Jamie", "Avery", "Riley"];
const LAST_NAMES = ["Hart", "Nguyen", "Okafor", "Silva", "Brennan", "Kowalski", "Haddad", "Lindqvist", "Mensah"];

/** A plain logo picture: a coloured block with the partner's initials, in one of three shapes. */
async function logo(file, name, index) {
  const [width, height] = [
    [600, 200],
    [320, 320],
    [200, 480],
  ][index % 3];
  const hue = (index * 47) % 360;
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join("")
    .slice(0, 3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" rx="24" fill="hsl(${hue} 45% 35%)"/>
    <text x="50%" y="50%" font-family="sans-serif" font-size="${Math.min(width, height) / 2.4}" font-weight="700"
      fill="#fff" text-anchor="middle" dominant-baseline="central">${initials}</text></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(file);
}

/**
 * Makes a scaled copy of the project and returns where it is, what it holds and which category has no offer.
 * @param {{ out?: string }} [options]
 */
export async function scaleCopy({ out } = {}) {
  const dir = out ? resolve(out) : mkdtempSync(join(tmpdir(), "endevo-scale-"));
  if (out) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  copyProject(dir);

  const content = join(dir, "src/content");
  const next = random(2026);
  const w = writer(siteWords(content), next);
  const existing = (folder, ext) => readdirSync(join(content, folder)).filter((file) => file.endsWith(ext));

  // Offers: every category but one (the first that has no offer today) gets partners, in turn.
  const categories = parse(readFileSync(join(content, "categories.yaml"), "utf8")).categories.map((c) => c.category);
  const offered = new Set(
    existing("offers", ".yaml").map((file) =>
      String(parse(readFileSync(join(content, "offers", file), "utf8")).category).toLowerCase(),
    ),
  );
  const empty = categories.find((category) => !offered.has(category));
  if (!empty) throw new Error("every category has an offer today: choose one to leave empty in this script");
  const used = categories.filter((category) => category !== empty);
  const names = new Set();
  let offers = existing("offers", ".yaml").length;
  for (let index = 0; offers < SCALE.offers; index++) {
    let name;
    do name = `${w.title(1, 2)} ${w.pick(PARTNER_WORDS)}`;
    while (names.has(name) || name.length > 40);
    names.add(name);
    const slug = `scaled-${slugify(name)}`;
    const lines = [
      `name: ${quote(name)}`,
      `tagline: ${quote(w.clip(w.sentence(3, 6), 60))}`,
      `description: ${quote(w.clip(`${w.sentence(12, 20)} ${w.sentence(8, 16)}`, 220))}`,
      `buttonText: ${index % 2 ? "Learn More" : "Sign Up"}`,
      `url: https://www.example.com/partners/${slug}`,
      `category: ${used[index % used.length]}`,
    ];
    if (index % 3 === 0) {
      await logo(join(content, "offers", `${slug}.png`), name, index / 3);
      lines.splice(1, 0, `logo: ./${slug}.png`);
    }
    writeFileSync(join(content, "offers", `${slug}.yaml`), `${lines.join("\n")}\n`);
    offers++;
  }

  // Posts: about 500 words each (as today's), dated every five days back from the oldest today.
  let posts = existing("blog", ".md").length;
  for (let index = 0; posts < SCALE.posts; index++) {
    const title = w.clip(w.title(3, 7), 58).replace(/\.$/, "");
    const body = [];
    for (let part = 0; part < 3; part++) {
      if (part > 0) body.push(`## ${w.title(3, 6)}`, "");
      for (let p = 0; p < w.between(2, 3); p++) body.push(w.paragraph(), "");
    }
    const description = w.clip(`${w.sentence(10, 14)} ${w.sentence(8, 12)}`, 155);
    writeFileSync(
      join(content, "blog", `scaled-${index + 1}-${slugify(title)}.md`),
      [
        "---",
        `title: ${quote(title)}`,
        `description: ${quote(description.length >= 50 ? description : `${description} ${w.sentence(8, 10)}`)}`,
        `date: ${isoDay(daysBefore("2025-06-01", index * 5))}`,
        "author: The ENDevo Team",
        `icon: ${POST_ICONS[index % POST_ICONS.length]}`,
        "sample: true",
        "---",
        "",
        ...body,
      ].join("\n"),
    );
    posts++;
  }

  // Episodes: one a week back from before today's oldest, each with a guest, a summary and a few show notes.
  let episodes = existing("episodes", ".md").length;
  for (let index = 0; episodes < SCALE.episodes; index++) {
    const title = w.clip(w.title(4, 8), 70).replace(/\.$/, "");
    const date = isoDay(daysBefore("2025-07-22", index * 7));
    writeFileSync(
      join(content, "episodes", `${date}-scaled-${slugify(title)}.md`),
      [
        "---",
        `title: ${quote(title)}`,
        `date: ${date}`,
        `guest: ${w.pick(FIRST_NAMES)} ${w.pick(LAST_NAMES)}`,
        `summary: ${quote(w.clip(`${w.sentence(10, 16)} ${w.sentence(8, 14)}`, 220))}`,
        "url: https://digitallegacypodcast.com/",
        "---",
        "",
        w.paragraph(),
        "",
        w.paragraph(),
        "",
      ].join("\n"),
    );
    episodes++;
  }

  return { dir, counts: { posts, episodes, offers }, emptyCategory: empty };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv.find((arg) => arg.startsWith("--out="))?.slice(6);
  const { dir, counts, emptyCategory } = await scaleCopy({ out });
  console.log(
    `${counts.posts} posts, ${counts.episodes} episodes, ${counts.offers} offers (none in ${emptyCategory}) in ${dir}`,
  );
  if (!existsSync(join(dir, "package.json"))) process.exit(1);
}
