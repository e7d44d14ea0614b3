// Pure helpers for the listening pages (podcast, video, blog, learn-and-listen).
import type { Action } from "./content/fields";

/** The newest episode's link, usable as an action href on the listening pages. */
export const LATEST_EPISODE = "@latestEpisode";
/** Each episode's own link: an action with this href becomes the button on every episode card. */
export const EACH_EPISODE = "@episode";

/** "Matthew J. Grieco" → "MG": first and last names, skipping middle initials. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  const first = words[0]?.match(/\p{L}/u)?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.match(/\p{L}/u)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/**
 * Artwork tones by entry id: the oldest entry gets tone 0, the next 1 and so
 * on, wrapping at `count`. Neighbours in a list never share a tone, and an
 * entry keeps its tone on every page and when newer entries are added.
 */
export function artTones(entries: readonly { id: string; date: Date }[], count = 4): Map<string, number> {
  const oldestFirst = [...entries].sort((a, b) => a.date.getTime() - b.date.getTime());
  return new Map(oldestFirst.map((entry, index) => [entry.id, index % count]));
}

/** Splits a section's actions into the per-episode button and the section's own buttons. */
export function splitEpisodeActions(actions: readonly Action[] = []): {
  perEpisode: Action | undefined;
  section: Action[];
} {
  const perEpisode = actions.find((action) => action.href === EACH_EPISODE);
  return { perEpisode, section: actions.filter((action) => action.href !== EACH_EPISODE) };
}

/** Replaces "@latestEpisode" (and "@episode") in actions with the given episode's link. */
export function withEpisodeLink(actions: readonly Action[] = [], episodeUrl: string | undefined): Action[] {
  return actions.map((action) => {
    if (action.href !== LATEST_EPISODE && action.href !== EACH_EPISODE) return action;
    if (!episodeUrl) {
      throw new Error(`"${action.label}" links to ${action.href}, but src/content/episodes/ has no episodes yet.`);
    }
    return { ...action, href: episodeUrl };
  });
}

/** The list of every episode (src/pages/podcast/episodes.astro). */
export const EPISODES_PATH = "/podcast/episodes";

/** An episode's own page (src/pages/podcast/[slug].astro). */
export function episodePath(slug: string): string {
  return `/podcast/${slug}`;
}
