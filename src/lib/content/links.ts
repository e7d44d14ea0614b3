import type { Site, NamedLink } from "./schemas";

/** Turns "@assessment" into the address from settings; other hrefs pass through. */
export function resolveHref(href: string, links: Site["links"]): string {
  if (!href.startsWith("@")) return href;
  const name = href.slice(1);
  if (!(name in links)) {
    throw new Error(
      `Unknown named link "${href}". Named links are: ${Object.keys(links)
        .map((key) => `@${key}`)
        .join(", ")} (src/content/settings/site.yaml).`,
    );
  }
  return links[name as NamedLink];
}

/** Links that leave the site open in a new tab. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/** The "@appStore" link follows the visitor's device (see StoreLink). */
export const APP_STORE = "@appStore";
