// Partner offers on /marketplace and /trusted-experts: their categories,
// labels and order, the filtering both pages do, and the address that keeps a
// visitor's choice (?category=legal,digital and ?q=…&category=…).
// Pure functions shared by the pages and the islands (the islands own the DOM
// and the history); unit-tested in tests/unit/offers.test.ts.
//
// No imports from lib/content/fields.ts: that module reads the file system and
// must stay out of browser bundles. The unit test checks the lists agree.

/** The five planning categories, as stored in content (lowercase), in the site's order. */
export const CATEGORIES = ["beliefs", "legal", "financial", "physical", "digital"] as const;
export type Category = (typeof CATEGORIES)[number];

/** What filtering and the offer cards need from an offer (src/content/offers/*.yaml). */
export interface OfferLike {
  name: string;
  tagline: string;
  description: string;
  /** Any capitalisation: "digital" in content, "Digital" where it is shown. */
  category: string;
}

const key = (value: string) => value.trim().toLowerCase();

/** "digital" → "Digital": categories are stored lowercase and shown capitalised. */
export function categoryLabel(category: string): string {
  const word = key(category);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Whether a value is one of the five planning categories (case-insensitive). */
export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(key(value));
}

/** Up to three initials for a partner without a logo: "Memorial Tribute Legacy" → "MTL". */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

/** Offers in a stable order editors can predict: alphabetical by partner name. */
export function sortOffers<T extends { name: string }>(offers: readonly T[]): T[] {
  return [...offers].sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
}

/** The given categories as known, lowercase keys in the site's order, each once. */
export function normaliseCategories(categories: Iterable<string>): Category[] {
  const given = new Set([...categories].map(key));
  return CATEGORIES.filter((category) => given.has(category));
}

/** Adds or removes a category; the result keeps the site's order so addresses stay stable. */
export function toggleCategory(selected: readonly string[], category: string): Category[] {
  const next = new Set(selected.map(key));
  const k = key(category);
  if (next.has(k)) next.delete(k);
  else next.add(k);
  return normaliseCategories(next);
}

/**
 * The Readiness Hub (/marketplace): only offers whose category is
 * selected, in their given order; with nothing selected, nothing shows.
 */
export function offersInCategories<T extends Pick<OfferLike, "category">>(
  offers: readonly T[],
  selected: readonly string[],
): T[] {
  const wanted = new Set(selected.map(key));
  return offers.filter((offer) => wanted.has(key(offer.category)));
}

/**
 * Trusted experts (/trusted-experts): every word of the search
 * (trimmed, any case, every character literal: "(" and "*" are just
 * characters) appears in the name, tagline, description or category; with
 * categories ticked, the offer's category is one of them. No search and no
 * categories: every offer.
 */
export function searchOffers<T extends OfferLike>(
  offers: readonly T[],
  query: string,
  selected: readonly string[] = [],
): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const wanted = new Set(selected.map(key));
  return offers.filter((offer) => {
    if (wanted.size > 0 && !wanted.has(key(offer.category))) return false;
    const haystack = [offer.name, offer.tagline, offer.description, offer.category].join("\n").toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/* ----------------------------------------------------------- the address */

const CATEGORY = "category";
const QUERY = "q";

/** What /trusted-experts keeps in the address; /marketplace uses only `categories`. */
export interface OfferSearch {
  query: string;
  categories: Category[];
}

/**
 * Reads "?q=…&category=legal,digital" (categories also repeated, any case;
 * unknown ones dropped; "+" in q is a space, as forms send it).
 */
export function parseSearch(search: string): OfferSearch {
  const params = new URLSearchParams(search);
  return {
    query: params.get(QUERY) ?? "",
    categories: normaliseCategories(params.getAll(CATEGORY).flatMap((value) => value.split(","))),
  };
}

/**
 * The address's search part for a state: "?q=digital%20vault&category=legal,digital",
 * or "" when empty. Other parameters already in `current` (e.g. utm_source) are kept.
 */
export function serialiseSearch(state: { query?: string; categories?: readonly string[] }, current = ""): string {
  const others = new URLSearchParams(current);
  others.delete(QUERY);
  others.delete(CATEGORY);
  const parts: string[] = [];
  if (state.query && state.query.trim() !== "") parts.push(`${QUERY}=${encodeURIComponent(state.query)}`);
  const categories = normaliseCategories(state.categories ?? []);
  if (categories.length > 0) parts.push(`${CATEGORY}=${categories.join(",")}`);
  const rest = others.toString();
  if (rest) parts.push(rest);
  return parts.length ? `?${parts.join("&")}` : "";
}
