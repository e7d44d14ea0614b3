// The podcast's episodes: the podcast's RSS feed (when settings/site.yaml names one in search.podcast.feed)
// combined with the files of src/content/episodes/. docs/CONTENT.md explains it for editors.
//
// Where the feed comes from, in every build:
// - online (the default): fetched from its address; if that fails or the answer is not a readable feed with
//   episodes, the last good copy kept in src/content/feeds/podcast.xml is used instead, with a warning naming
//   that copy's date. Never a failed build, never an empty list for a network problem.
// - FEEDS_OFFLINE=1 (set by every test run): only the kept copy, no network at all.
// - FEEDS_UPDATE=1 (`npm run feeds:update`): fetched, and the kept copy replaced, but only when the new feed
//   parses and has episodes; otherwise the command fails and the copy stays as it was.
// Chapters named by the feed as Podcasting 2.0 JSON files are fetched with it and kept beside the copy
// (src/content/feeds/podcast-chapters.json), so offline builds show them too.
//
// How files and feed episodes combine (mergeEpisodes): a file with `feedItem` changes or adds to the feed
// episode it names (by its slug on this site, its link or its guid); a file without it is a whole episode,
// and when its name (without the date) or its url is a feed episode's, it takes that episode's place and
// keeps the feed's audio, length and chapters. Every other feed episode is shown as the feed has it.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Loader, LoaderContext } from "astro/loaders";
import { chaptersFromJson, excerpt, FeedError, parseDuration, parseFeed, safeHtml, slugify } from "./feed";
import type { Chapter, FeedEpisode, ParsedFeed } from "./feed";
import { checkingSchema, frontMatter, projectPath, readYamlEntry, report, rootOf } from "./loaders";
import { ContentError, parseYaml, validate } from "./problems";
import { episodeSchema, siteSchema, stringsSchema, type EpisodeFile } from "./schemas";

export const EPISODES_FOLDER = "src/content/episodes";
/** The last good copy of the feed, committed, used by offline builds and when the feed cannot be reached. */
export const FEED_SNAPSHOT = "src/content/feeds/podcast.xml";
export const CHAPTERS_SNAPSHOT = "src/content/feeds/podcast-chapters.json";
const SITE_FILE = "src/content/settings/site.yaml";
const STRINGS_FILE = "src/content/settings/strings.yaml";
/** A feed episode's summary (cards, the top of its page): its description's first paragraph, cut to this. */
export const SUMMARY_MAX = 240;
/** Addresses under /podcast/ that are not episodes. */
const RESERVED_SLUGS = new Set(["episodes", "rss", "rss-xml"]);
const FETCH_TIMEOUT_MS = 10_000;

/** One file of src/content/episodes/, checked. */
export interface FileEpisode {
  /** The file name without .md. */
  id: string;
  /** Path from the project root, as messages name it. */
  file: string;
  data: EpisodeFile;
  /** The Markdown under the front matter (show notes), trimmed. */
  body: string;
}

/** An episode as the site shows it. */
export interface Episode {
  slug: string;
  title: string;
  date: Date;
  guest?: string | undefined;
  summary: string;
  url: string;
  guid?: string | undefined;
  /** A picture file beside the episode file (its name). */
  image?: string | undefined;
  feedImage?: string | undefined;
  audio?: FeedEpisode["audio"];
  duration?: number | undefined;
  chapters: Chapter[];
  /** The feed's description as safe HTML ("" for file-only episodes: their show notes are `body`). */
  html: string;
  file?: string | undefined;
  body?: string | undefined;
}

/** "2025-08-05-avoid-digital-scams" → "avoid-digital-scams": a file's address under /podcast/. */
export function fileSlug(id: string): string {
  return id.replace(/^\d{4}-\d{2}-\d{2}-/, "") || id;
}

/** Reads and checks every episode file; throws a ContentError naming file, line and field. */
export function readEpisodeFiles(root: string, folder = EPISODES_FOLDER): FileEpisode[] {
  const dir = join(root, folder);
  const schema = checkingSchema(episodeSchema, dir);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const file = `${folder}/${name}`;
      const text = readFileSync(join(dir, name), "utf8");
      const yaml = frontMatter(text);
      if (yaml === undefined) {
        throw new ContentError(`${file} has no front matter: start the file with --- lines around its fields.`);
      }
      const source = parseYaml(file, yaml, 2);
      const data = validate(file, schema, source.data ?? {}, source) as EpisodeFile;
      const body = text.replace(/^---\r?\n[\s\S]*?\r?\n---\r?(\n|$)/, "").trim();
      return { id: name.replace(/\.md$/, ""), file, data, body };
    });
}

function chaptersOf(file: FileEpisode): Chapter[] | undefined {
  return file.data.chapters?.map((chapter) => ({ start: parseDuration(chapter.at) ?? 0, title: chapter.title }));
}

/** A feed episode's summary: its first paragraph, cut at a word boundary. */
function summaryOf(episode: FeedEpisode): string {
  return excerpt(episode.text.split("\n")[0] ?? "", SUMMARY_MAX);
}

function isComplete(data: EpisodeFile): boolean {
  return Boolean(data.title && data.date && data.guest && data.summary && data.url);
}

function fromFile(file: FileEpisode): Episode {
  const { data } = file;
  return {
    slug: fileSlug(file.id),
    title: data.title!,
    date: data.date!,
    guest: data.guest,
    summary: data.summary!,
    url: data.url!,
    image: data.image as string | undefined,
    chapters: chaptersOf(file) ?? [],
    html: "",
    file: file.file,
    body: file.body || undefined,
  };
}

function fromFeed(episode: FeedEpisode, slug: string, file?: FileEpisode): Episode {
  const data: Partial<EpisodeFile> = file?.data ?? {};
  return {
    slug: file ? fileSlug(file.id) : slug,
    title: data.title ?? episode.title,
    date: data.date ?? episode.date,
    guest: data.guest ?? episode.guest,
    summary: data.summary ?? summaryOf(episode),
    url: data.url ?? episode.link ?? episode.audio!.url,
    guid: episode.guid,
    image: data.image as string | undefined,
    feedImage: episode.image,
    audio: episode.audio,
    duration: episode.duration,
    chapters: (file && chaptersOf(file)) ?? episode.chapters,
    html: episode.html,
    file: file?.file,
    body: file?.body || undefined,
  };
}

/** Where the feed stands for this build: not set, read (from the network or the copy), or not available at all. */
export type FeedState = "none" | "read" | "unavailable";

/**
 * The episodes of the feed and the files, combined (see the top of this file). Warnings name what was left
 * out and why; a mistake only an editor can fix (feedItem without a feed address) throws a ContentError.
 */
export function mergeEpisodes(
  feed: readonly FeedEpisode[],
  files: readonly FileEpisode[],
  state: FeedState,
): { episodes: Episode[]; warnings: string[] } {
  const warnings: string[] = [];
  const feedSlugs = new Map(feed.map((episode) => [episode, slugify(episode.title) || "episode"]));
  const links = new Map<string, FeedEpisode[]>();
  for (const episode of feed) if (episode.link) links.set(episode.link, [...(links.get(episode.link) ?? []), episode]);
  const matched = new Map<FeedEpisode, FileEpisode>();
  const own: Episode[] = [];

  for (const file of files) {
    const { feedItem } = file.data;
    let match: FeedEpisode | undefined;
    if (feedItem) {
      if (state === "none") {
        throw new ContentError(
          `${file.file} names an episode of the podcast's feed (feedItem), but settings/site.yaml gives no feed address (search.podcast.feed): add the feed's address, or remove feedItem and give the episode's title, date, guest, summary and url.`,
        );
      }
      const wanted = feedItem.replace(/^\/?podcast\//, "");
      match = feed.find((e) => e.guid === feedItem || e.link === feedItem || feedSlugs.get(e) === wanted);
      if (!match) {
        const why = state === "unavailable" ? "the feed could not be read" : `the feed has no episode "${feedItem}"`;
        if (isComplete(file.data)) {
          warnings.push(`${file.file}: ${why}; shown as an episode of its own.`);
          own.push(fromFile(file));
        } else {
          warnings.push(`${file.file}: ${why}, and the file alone is not a whole episode: left out.`);
        }
        continue;
      }
    } else {
      match =
        feed.find((e) => feedSlugs.get(e) === fileSlug(file.id)) ??
        (file.data.url && links.get(file.data.url)?.length === 1 ? links.get(file.data.url)![0] : undefined);
    }
    if (!match) {
      own.push(fromFile(file));
      continue;
    }
    const earlier = matched.get(match);
    if (earlier) {
      throw new ContentError(
        `${file.file} and ${earlier.file} both change the feed episode "${match.title}": keep one of them.`,
      );
    }
    matched.set(match, file);
  }

  const all = [...feed.map((episode) => fromFeed(episode, feedSlugs.get(episode)!, matched.get(episode))), ...own];
  // One address per episode: the older keeps it, a newer namesake gets "-2", "-3"…
  const used = new Set<string>();
  const ordered = [...all].sort((a, b) => a.date.getTime() - b.date.getTime() || a.title.localeCompare(b.title));
  for (const episode of ordered) {
    let slug = episode.slug;
    for (let n = 2; used.has(slug) || RESERVED_SLUGS.has(slug); n += 1) slug = `${episode.slug}-${n}`;
    if (slug !== episode.slug) {
      warnings.push(`"${episode.title}" would share the address /podcast/${episode.slug}: it is /podcast/${slug}.`);
      episode.slug = slug;
    }
    used.add(slug);
  }
  return { episodes: all, warnings };
}

/* ---------------------------------------------------------------- the feed */

export type FeedMode = "online" | "offline" | "update";

/** FEEDS_UPDATE=1 → update, FEEDS_OFFLINE=1 → offline, otherwise online. */
export function feedMode(env: NodeJS.ProcessEnv = process.env): FeedMode {
  if (env["FEEDS_UPDATE"] === "1") return "update";
  if (env["FEEDS_OFFLINE"] === "1") return "offline";
  return "online";
}

/** The podcast's feed address and the words screen readers hear for a new tab, from the settings files. */
export function feedSettings(root: string): { feed: string | undefined; newTabLabel: string } {
  const site = readYamlEntry(root, SITE_FILE, siteSchema).data as { search: { podcast: { feed?: string } } };
  const strings = readYamlEntry(root, STRINGS_FILE, stringsSchema).data as Record<string, string>;
  return { feed: site.search.podcast.feed, newTabLabel: strings["opensInNewTab"] ?? "" };
}

/** "<!-- snapshot of https://… taken 2025-09-02T10:00:00.000Z -->": the first line of a kept copy. */
const SNAPSHOT_NOTE = /^<!-- snapshot of \S+ taken (\S+) -->/;

export interface Snapshot {
  feed: ParsedFeed;
  /** When it was taken (its first line), or the feed's own date. */
  taken: Date | undefined;
}

/** The kept copy, or undefined (with the reason) when there is none or it cannot be read. */
export function readSnapshot(
  root: string,
  newTabLabel: string,
): { snapshot?: Snapshot; problem?: string; chapters: Record<string, Chapter[]> } {
  const chapters = readChapters(root);
  const path = join(root, FEED_SNAPSHOT);
  if (!existsSync(path)) return { problem: `there is no kept copy (${FEED_SNAPSHOT})`, chapters };
  const xml = readFileSync(path, "utf8");
  try {
    const feed = parseFeed(xml, { newTabLabel });
    const note = SNAPSHOT_NOTE.exec(xml.replace(/^<\?xml[^>]*\?>\s*/, ""));
    const taken = note ? new Date(note[1]!) : feed.updated;
    return { snapshot: { feed, taken: taken && !Number.isNaN(taken.getTime()) ? taken : feed.updated }, chapters };
  } catch (error) {
    return { problem: `the kept copy ${FEED_SNAPSHOT} cannot be read: ${String(error)}`, chapters };
  }
}

function readChapters(root: string): Record<string, Chapter[]> {
  const path = join(root, CHAPTERS_SNAPSHOT);
  if (!existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, "utf8")) as Record<string, Chapter[]>;
  } catch {
    return {};
  }
}

/** "2025-09-02" or "an unknown date". */
function day(date: Date | undefined): string {
  return date ? date.toISOString().slice(0, 10) : "an unknown date";
}

async function fetchText(url: string, fetcher: typeof fetch): Promise<string> {
  const response = await fetcher(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { accept: "application/rss+xml, application/xml, text/xml, application/json;q=0.9, */*;q=0.5" },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/** Fetches the chapters files the feed names and the kept copy lacks, four at a time. */
async function fetchChapters(
  feed: ParsedFeed,
  known: Record<string, Chapter[]>,
  fetcher: typeof fetch,
  warn: (message: string) => void,
): Promise<Record<string, Chapter[]>> {
  const result: Record<string, Chapter[]> = {};
  const wanted = feed.episodes.filter((episode) => episode.chaptersUrl);
  const missing = wanted.filter((episode) => !known[episode.chaptersUrl!]);
  for (const episode of wanted)
    if (known[episode.chaptersUrl!]) result[episode.chaptersUrl!] = known[episode.chaptersUrl!]!;
  for (let i = 0; i < missing.length; i += 4) {
    await Promise.all(
      missing.slice(i, i + 4).map(async (episode) => {
        try {
          result[episode.chaptersUrl!] = chaptersFromJson(JSON.parse(await fetchText(episode.chaptersUrl!, fetcher)));
        } catch (error) {
          warn(`chapters of "${episode.title}" (${episode.chaptersUrl}) could not be read: ${String(error)}`);
        }
      }),
    );
  }
  return result;
}

function withChapters(feed: ParsedFeed, chapters: Record<string, Chapter[]>): ParsedFeed {
  return {
    ...feed,
    episodes: feed.episodes.map((episode) => {
      const fromJson = episode.chaptersUrl ? chapters[episode.chaptersUrl] : undefined;
      return fromJson?.length ? { ...episode, chapters: fromJson } : episode;
    }),
  };
}

export interface FeedResult {
  state: FeedState;
  episodes: FeedEpisode[];
}

/**
 * The feed's episodes for this build (see the top of this file). Never throws for the network or a bad
 * feed, except in update mode, where failing is the point: the kept copy stays and the command says why.
 */
export async function loadFeed(options: {
  root: string;
  mode: FeedMode;
  feed: string | undefined;
  newTabLabel: string;
  warn: (message: string) => void;
  info: (message: string) => void;
  fetcher?: typeof fetch;
  now?: Date;
}): Promise<FeedResult> {
  const { root, mode, feed: address, newTabLabel, warn, info, fetcher = fetch } = options;
  if (!address) {
    if (mode === "update") {
      throw new Error(
        "npm run feeds:update: settings/site.yaml gives no podcast feed address (search.podcast.feed): add it first.",
      );
    }
    return { state: "none", episodes: [] };
  }
  const kept = readSnapshot(root, newTabLabel);
  const fallback = (why: string): FeedResult => {
    if (kept.snapshot) {
      const feed = withChapters(kept.snapshot.feed, kept.chapters);
      warn(
        `${why}: using the kept copy of the podcast feed (${FEED_SNAPSHOT}, taken ${day(kept.snapshot.taken)}, ${feed.episodes.length} episodes). Run npm run feeds:update to refresh it.`,
      );
      for (const line of feed.warnings) warn(`podcast feed (kept copy): ${line}`);
      return { state: "read", episodes: feed.episodes };
    }
    warn(`${why}, and ${kept.problem}: only the episode files in ${EPISODES_FOLDER}/ are shown.`);
    return { state: "unavailable", episodes: [] };
  };
  if (mode === "offline") return fallback("FEEDS_OFFLINE=1 (no network)");

  let xml: string;
  let feed: ParsedFeed;
  try {
    xml = await fetchText(address, fetcher);
    feed = parseFeed(xml, { newTabLabel });
    if (feed.episodes.length === 0) throw new FeedError("the feed has no episode the site can show");
  } catch (error) {
    const why = `the podcast feed ${address} could not be used (${error instanceof Error ? error.message : String(error)})`;
    if (mode === "update")
      throw new Error(`npm run feeds:update: ${why}. The kept copy ${FEED_SNAPSHOT} is unchanged.`, {
        cause: error,
      });
    return fallback(why);
  }
  for (const line of feed.warnings) warn(`podcast feed: ${line}`);
  const chapters = await fetchChapters(feed, kept.chapters, fetcher, warn);
  if (mode === "update") {
    const taken = (options.now ?? new Date()).toISOString();
    const body = xml.replace(/^\uFEFF?(<\?xml[^>]*\?>\s*)?/, "");
    const declaration = /^\uFEFF?(<\?xml[^>]*\?>)/.exec(xml)?.[1];
    const snapshot = `${declaration ? `${declaration}\n` : ""}<!-- snapshot of ${address} taken ${taken} -->\n${body}`;
    mkdirSync(dirname(join(root, FEED_SNAPSHOT)), { recursive: true });
    writeFileSync(join(root, FEED_SNAPSHOT), snapshot.endsWith("\n") ? snapshot : `${snapshot}\n`);
    writeFileSync(join(root, CHAPTERS_SNAPSHOT), `${JSON.stringify(chapters, null, 2)}\n`);
    info(`podcast feed: ${feed.episodes.length} episodes kept in ${FEED_SNAPSHOT} and ${CHAPTERS_SNAPSHOT}.`);
  } else {
    info(`podcast feed: ${feed.episodes.length} episodes read from ${address}.`);
  }
  return { state: "read", episodes: withChapters(feed, chapters).episodes };
}

/**
 * The episodes as tests and scripts see them, without Astro and without the network: the kept copy of the
 * feed (when a feed address is set) and the files, combined as the build does offline.
 */
export function offlineEpisodes(root: string, warn: (message: string) => void = () => {}): Episode[] {
  const { feed, newTabLabel } = feedSettings(root);
  let state: FeedState = "none";
  let fromFeed: FeedEpisode[] = [];
  if (feed) {
    const kept = readSnapshot(root, newTabLabel);
    state = kept.snapshot ? "read" : "unavailable";
    fromFeed = kept.snapshot ? withChapters(kept.snapshot.feed, kept.chapters).episodes : [];
  }
  const { episodes, warnings } = mergeEpisodes(fromFeed, readEpisodeFiles(root), state);
  warnings.forEach(warn);
  return episodes;
}

/* ------------------------------------------------------------- the loader */

/** The `episodes` collection (content.config.ts): the feed and the files combined, each with its page's text. */
export function episodesLoader(): Loader {
  return {
    name: "podcast-episodes",
    load: async (context: LoaderContext) => {
      const root = rootOf(context);
      const { logger } = context;
      let feed: FeedResult | undefined;
      const sync = async () => {
        try {
          const settings = feedSettings(root);
          feed ??= await loadFeed({
            root,
            mode: feedMode(),
            feed: settings.feed,
            newTabLabel: settings.newTabLabel,
            warn: (message) => logger.warn(message),
            info: (message) => logger.info(message),
          });
          const { episodes, warnings } = mergeEpisodes(feed.episodes, readEpisodeFiles(root), feed.state);
          for (const line of warnings) logger.warn(line);
          const entries = [];
          for (const episode of episodes) entries.push(await entry(context, root, episode, settings.newTabLabel));
          context.store.clear();
          for (const item of entries) context.store.set(item);
        } catch (error) {
          report(context, error);
        }
      };
      await sync();
      context.watcher?.on("all", async (_event, changed) => {
        const path = projectPath(root, changed);
        if (path.startsWith(`${EPISODES_FOLDER}/`) || path === FEED_SNAPSHOT) {
          if (path === FEED_SNAPSHOT) feed = undefined;
          await sync();
        }
      });
    },
  };
}

/** One stored entry: the data the pages read, and the description as safe HTML (render(entry) shows it). */
async function entry(context: LoaderContext, root: string, episode: Episode, newTabLabel: string) {
  const { html: feedHtml, body, image, ...rest } = episode;
  const notes = body ? safeHtml((await context.renderMarkdown(body)).html, { newTabLabel }) : feedHtml;
  const data: Record<string, unknown> = JSON.parse(JSON.stringify({ ...rest, date: undefined }));
  data["date"] = episode.date;
  if (image && episode.file) {
    data["image"] = image;
    const parsed = await context.parseData({ id: episode.slug, data, filePath: join(root, episode.file) });
    return { id: episode.slug, data: parsed, rendered: { html: notes }, filePath: episode.file };
  }
  return { id: episode.slug, data, rendered: { html: notes }, ...(episode.file ? { filePath: episode.file } : {}) };
}
