// Filtering for /marketplace and /trusted-experts, and the address that keeps
// the visitor's choice (?category=legal,digital and ?q=…&category=…).
// Pure functions: the islands own the DOM and the history.

/** What filtering needs from a partner offer. */
export interface FilterableOffer {
  name: string;
  tagline: string;
  description: string;
  /** Any capitalisation: "digital" on the marketplace, "Digital" on trusted-experts. */
  category: string;
}

const key = (value: string) => value.trim().toLowerCase();

/** The marketplace: only offers whose category is selected; with no selection, none. */
export function filterByCategories<T extends Pick<FilterableOffer, "category">>(
  offers: readonly T[],
  selected: readonly string[],
): T[] {
  if (selected.length === 0) return [];
  const wanted = new Set(selected.map(key));
  return offers.filter((offer) => wanted.has(key(offer.category)));
}

/**
 * Trusted experts: the query (trimmed, any case, every character literal)
 * found in the name, tagline, description or category, within the chosen
 * categories; no category chosen means every category.
 */
export function searchExperts<T extends FilterableOffer>(
  offers: readonly T[],
  query: string,
  categories: readonly string[] = [],
): T[] {
  const needle = query.trim().toLowerCase();
  const wanted = new Set(categories.map(key));
  return offers.filter((offer) => {
    if (wanted.size > 0 && !wanted.has(key(offer.category))) return false;
    if (needle === "") return true;
    return [offer.name, offer.tagline, offer.description, offer.category].some((field) =>
      field.toLowerCase().includes(needle),
    );
  });
}

/** Adds or removes a category, keeping the order of `allowed` so addresses stay stable. */
export function toggleCategory(selected: readonly string[], category: string, allowed: readonly string[]): string[] {
  const next = new Set(selected.map(key));
  const k = key(category);
  if (next.has(k)) next.delete(k);
  else next.add(k);
  return allowed.map(key).filter((item) => next.has(item));
}

const CATEGORY = "category";
const QUERY = "q";

/** Categories from "?category=legal,digital" (also repeated or any case); unknown ones are dropped. */
export function parseCategories(search: string, allowed: readonly string[]): string[] {
  const given = new Set(
    new URLSearchParams(search)
      .getAll(CATEGORY)
      .flatMap((value) => value.split(","))
      .map(key),
  );
  return allowed.map(key).filter((item) => given.has(item));
}

/** The search text from "?q=…", exactly as typed (trimming happens when searching). */
export function parseQuery(search: string): string {
  return new URLSearchParams(search).get(QUERY) ?? "";
}

export interface ExpertSearch {
  query: string;
  categories: string[];
}

export function parseExpertSearch(search: string, allowed: readonly string[]): ExpertSearch {
  return { query: parseQuery(search), categories: parseCategories(search, allowed) };
}

/**
 * The address's search part for a state: "?q=digital%20vault&category=legal,digital",
 * or "" when empty. Other parameters already in `current` (e.g. utm_source) are kept.
 */
export function serialiseSearch(state: Partial<ExpertSearch>, current = ""): string {
  const others = new URLSearchParams(current);
  others.delete(QUERY);
  others.delete(CATEGORY);
  const parts: string[] = [];
  if (state.query && state.query.trim() !== "") parts.push(`${QUERY}=${encodeURIComponent(state.query)}`);
  if (state.categories && state.categories.length > 0) {
    parts.push(`${CATEGORY}=${state.categories.map((c) => encodeURIComponent(key(c))).join(",")}`);
  }
  const rest = others.toString();
  if (rest) parts.push(rest);
  return parts.length ? `?${parts.join("&")}` : "";
}

/** "?category=legal,digital" for the marketplace. */
export function serialiseCategories(categories: readonly string[], current = ""): string {
  return serialiseSearch({ categories: [...categories] }, current);
}
