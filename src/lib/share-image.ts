// The branded share picture (Open Graph / Twitter card, 1200×630) of a page,
// as SVG. Pure: text is measured and drawn by an injected TextRenderer (the
// build uses lib/share-image-render.ts, which turns the site's own fonts into
// outlines, so the picture never depends on the fonts a machine has installed).
import { SHARE_IMAGE } from "./seo";

export type FontName = "serif" | "sans";

export interface TextRenderer {
  /** Width in pixels of `text` set in `font` at `size` px with `tracking` px between letters. */
  measure(font: FontName, text: string, size: number, tracking?: number): number;
  /** SVG path data of `text` with its baseline starting at (x, y). */
  path(font: FontName, text: string, x: number, y: number, size: number, tracking?: number): string;
}

export interface ShareCard {
  /** The big words: the page's title. */
  title: string;
  /** Small capitals above the title, e.g. the page name; none on the home page. */
  eyebrow?: string | undefined;
  siteName: string;
  /** "PLAN. PROTECT. PEACE." under the wordmark. */
  logoLine: string;
  /** "Live Fully. Die Ready." at the foot (left out when it is the title). */
  tagline: string;
  /** "endevo.life" at the foot. */
  domain: string;
  /** The emblem's SVG (public/favicon.svg, viewBox 0 0 48 48). */
  emblem: string;
}

/** Brand colours (src/styles/global.css): navy 900/950/800, orange 500, teal 500. */
export const COLORS = {
  navy: "#03193f",
  navyDeep: "#02112c",
  navyLight: "#17305a",
  orange: "#ff5500",
  teal: "#61b3af",
  white: "#ffffff",
  mist: "#c9d3e3",
} as const;

const MARGIN = 80;
const TITLE_WIDTH = 880;
const TITLE_TOP = 250;
const TITLE_BOTTOM = 500;

/** The page name above the title, unless the title already starts with it ("Learn & Listen"). */
export function cardEyebrow(name: string | undefined, title: string): string | undefined {
  if (!name) return undefined;
  return title.toLowerCase().startsWith(name.toLowerCase()) ? undefined : name;
}

/**
 * Greedy word wrap into at most `maxLines` lines no wider than `maxWidth`.
 * Returns undefined when the text does not fit (the caller tries a smaller size).
 */
export function wrapLines(
  text: string,
  maxWidth: number,
  measure: (line: string) => number,
  maxLines: number,
): string[] | undefined {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (!line || measure(word) > maxWidth) return undefined;
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  return lines.length <= maxLines ? lines : undefined;
}

/** The largest title size (of a few steps) whose wrapped lines fit the title box. */
export function fitTitle(
  title: string,
  measure: (line: string, size: number) => number,
): { size: number; lines: string[] } {
  for (const size of [80, 72, 64, 56, 50, 44]) {
    const maxLines = Math.floor((TITLE_BOTTOM - TITLE_TOP) / (size * 1.15));
    const lines = wrapLines(title, TITLE_WIDTH, (line) => measure(line, size), Math.min(maxLines, 3));
    if (lines) return { size, lines };
  }
  throw new Error(`The share picture cannot fit the title "${title}": shorten it.`);
}

/** The emblem's markup without its outer <svg> element. */
function emblemContent(svg: string): string {
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg.trim());
  if (!inner?.[1]) throw new Error("The emblem (public/favicon.svg) must be one <svg> element.");
  return inner[1];
}

export function shareCardSvg(card: ShareCard, text: TextRenderer): string {
  const { width, height } = SHARE_IMAGE;
  const { size, lines } = fitTitle(card.title, (line, px) => text.measure("serif", line, px));
  const lineHeight = Math.round(size * 1.14);
  const eyebrowGap = card.eyebrow ? 56 : 0;
  const blockHeight = eyebrowGap + lineHeight * (lines.length - 1) + size * 0.75;
  // The eyebrow and title sit centred in the space between the logo and the foot.
  const top = Math.round(TITLE_TOP + (TITLE_BOTTOM - TITLE_TOP - blockHeight) / 2);
  const firstBaseline = top + eyebrowGap + Math.round(size * 0.75);
  // A light stroke in the same colour gives the regular-weight outlines a semibold look.
  const titlePaths = lines
    .map((line, index) => text.path("serif", line, MARGIN, firstBaseline + index * lineHeight, size))
    .join(" ");
  const eyebrow = card.eyebrow
    ? `<path d="${text.path("sans", card.eyebrow.toUpperCase(), MARGIN, top + 20, 22, 3)}" fill="${COLORS.orange}" stroke="${COLORS.orange}" stroke-width="0.6"/>
  <rect x="${MARGIN}" y="${top + 34}" width="56" height="4" rx="2" fill="${COLORS.orange}"/>`
    : "";
  const foot = [
    card.tagline !== card.title
      ? `<path d="${text.path("sans", card.tagline, MARGIN, 566, 28)}" fill="${COLORS.white}" stroke="${COLORS.white}" stroke-width="0.5"/>`
      : "",
    `<path d="${text.path("sans", card.domain, width - MARGIN - text.measure("sans", card.domain, 24, 1), 566, 24, 1)}" fill="${COLORS.teal}"/>`,
  ].join("\n  ");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="glow-teal" cx="1030" cy="60" r="520" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${COLORS.teal}" stop-opacity="0.34"/>
      <stop offset="1" stop-color="${COLORS.teal}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glow-orange" cx="1080" cy="640" r="460" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${COLORS.orange}" stop-opacity="0.30"/>
      <stop offset="1" stop-color="${COLORS.orange}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${COLORS.navy}"/>
      <stop offset="1" stop-color="${COLORS.navyDeep}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#ground)"/>
  <rect width="${width}" height="${height}" fill="url(#glow-teal)"/>
  <rect width="${width}" height="${height}" fill="url(#glow-orange)"/>
  <path d="M905 630a190 190 0 0 1 380 0Z" fill="${COLORS.orange}" opacity="0.2"/>
  <path d="M0 604c140-30 280-30 420 0s280 30 420 0 280-30 360-16" fill="none" stroke="${COLORS.teal}" stroke-width="6" stroke-linecap="round" opacity="0.55"/>
  <g transform="translate(${MARGIN} 64) scale(1.75)">${emblemContent(card.emblem)}</g>
  <rect x="${MARGIN}" y="64" width="84" height="84" rx="24.5" fill="none" stroke="${COLORS.navyLight}" stroke-width="2"/>
  <path d="${text.path("serif", card.siteName, 188, 114, 54)}" fill="${COLORS.white}" stroke="${COLORS.white}" stroke-width="1.2" stroke-linejoin="round"/>
  <path d="${text.path("sans", card.logoLine, 190, 142, 15, 3.2)}" fill="${COLORS.teal}" stroke="${COLORS.teal}" stroke-width="0.4"/>
  ${eyebrow}
  <path d="${titlePaths}" fill="${COLORS.white}" stroke="${COLORS.white}" stroke-width="${(size / 48).toFixed(2)}" stroke-linejoin="round"/>
  ${foot}
</svg>`;
}
