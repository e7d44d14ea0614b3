// Small helpers for people shown on the site (team, testimonials).

/** "Niki Weiss" → "NW": first and last word's initial; words in brackets such as "(sample)" are ignored. */
export function personInitials(name: string): string {
  const letters = name
    .replace(/\(.*?\)/g, "")
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .map((word) => word.charAt(0).toUpperCase());
  return letters.filter((_letter, index) => index === 0 || index === letters.length - 1).join("");
}
