// Partner offers on /marketplace and /trusted-experts: how they are ordered,
// labelled and filtered. Pure, so the pages and the islands share it and it is
// unit-tested (tests/unit/offers.test.ts).
//
// No imports from lib/content/fields.ts: that module reads the file system and
// must stay out of browser bundles. The unit test checks the lists agree.

/** The five planning categories, as stored in content (lowercase), in the site's order. */
export const CATEGORIES = ["beliefs", "legal", "financial", "physical", "digital"] as const;
export type Category = (typeof CATEGORIES)[number];

/** What the offer cards and filters need from an offer (src/content/offers/*.yaml). */
export interface OfferLike {
  name: string;
  tagline: string;
  description: string;
  category: Category;
}

/** "digital" → "Digital": categories are stored lowercase and shown capitalised. */
export function categoryLabel(category: string): string {
  const word = category.trim().toLowerCase();
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Whether a value is one of the five planning categories (case-insensitive). */
export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value.trim().toLowerCase());
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

/**
 * The Readiness Hub (SPEC §2 /marketplace): only offers whose category is
 * selected; with nothing selected, nothing shows.
 */
export function offersInCategories<T extends OfferLike>(offers: readonly T[], selected: readonly string[]): T[] {
  const wanted = new Set(selected.map((c) => c.trim().toLowerCase()));
  return offers.filter((offer) => wanted.has(offer.category));
}

/**
 * Trusted experts (SPEC §2 /trusted-experts): every word of the search must
 * appear in the name, tagline, description or category; with categories
 * ticked, the offer's category must be one of them. No search and no
 * categories: every offer.
 */
export function searchOffers<T extends OfferLike>(
  offers: readonly T[],
  query: string,
  selected: readonly string[] = [],
): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const wanted = new Set(selected.map((c) => c.trim().toLowerCase()));
  return offers.filter((offer) => {
    if (wanted.size > 0 && !wanted.has(offer.category)) return false;
    const haystack = [offer.name, offer.tagline, offer.description, offer.category].join(" ").toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** Reads categories from a query string value such as "digital,physical" (unknown names dropped). */
export function parseCategories(value: string | null | undefined): Category[] {
  if (!value) return [];
  const found = value
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter(isCategory);
  return CATEGORIES.filter((category) => found.includes(category));
}
