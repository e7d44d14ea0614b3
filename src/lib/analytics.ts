// Visitor counts without cookies (Plausible), when site settings switch them on: which clicks count as which event,
// and whether a visitor's browser asks not to be counted. Pure, so it is unit-tested; the page's loader
// (components/site/Analytics.astro) uses it in the browser and the build computes the rules from content.

/**
 * The actions that matter, as the owners see them in Plausible (each needs a custom-event goal of the same name
 * there, docs/CONTENT.md). Fixed names: goals are matched by name.
 */
export const EVENTS = {
  assessment: "Assessment",
  booking: "Book a Call",
  appStore: "App store",
  podcast: "Podcast",
  subscribe: "Subscribe",
  partner: "Partner offer",
} as const;
export type EventName = (typeof EVENTS)[keyof typeof EVENTS];

/** A link counts as `event` when it goes to `to` or below it; `props` say which one (a partner's name). */
export interface EventRule {
  to: string;
  event: EventName;
  props?: Record<string, string>;
}

/** What the page sends the loader: the provider's script and domain, and the rules for links. */
export interface AnalyticsPage {
  script: string;
  domain: string;
  rules: EventRule[];
}

/** "https://Example.com/a/?x#y" → "https://example.com/a": where a link goes, for matching. */
export function destination(href: string, base = "https://invalid.invalid/"): string | undefined {
  if (!URL.canParse(href, base)) return undefined;
  const url = new URL(href, base);
  if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/**
 * The rules from content: the named links of settings/site.yaml (assessment, booking, the app stores, the podcast
 * site), where episodes and listening platforms are, and every partner offer.
 */
export function eventRules(content: {
  links: { assessment: string; booking: string; appStoreApple: string; appStoreGoogle: string; podcast: string };
  podcast: readonly string[];
  offers: readonly { name: string; url: string }[];
}): EventRule[] {
  const rules: EventRule[] = [
    { to: content.links.assessment, event: EVENTS.assessment },
    { to: content.links.booking, event: EVENTS.booking },
    { to: content.links.appStoreApple, event: EVENTS.appStore },
    { to: content.links.appStoreGoogle, event: EVENTS.appStore },
    { to: content.links.podcast, event: EVENTS.podcast },
    ...content.podcast.map((to) => ({ to, event: EVENTS.podcast })),
    ...content.offers.map((offer) => ({ to: offer.url, event: EVENTS.partner, props: { partner: offer.name } })),
  ];
  const seen = new Set<string>();
  return rules
    .flatMap((rule) => {
      const to = destination(rule.to);
      if (!to || seen.has(to)) return [];
      seen.add(to);
      return [{ ...rule, to }];
    })
    .sort((a, b) => b.to.length - a.to.length); // the most precise address wins
}

/** The event a click on a link to `href` counts as, if any. */
export function eventFor(href: string, rules: readonly EventRule[], base?: string): EventRule | undefined {
  const to = destination(href, base);
  if (!to) return undefined;
  return rules.find((rule) => to === rule.to || to.startsWith(`${rule.to}/`));
}

/** The browser's privacy signals the loader reads (Navigator and window in the browser). */
export interface PrivacySignals {
  globalPrivacyControl?: boolean | undefined;
  doNotTrack?: string | null | undefined;
  /** Older browsers put Do Not Track on window. */
  windowDoNotTrack?: string | null | undefined;
}

/** True when the visitor's browser asks not to be tracked: Global Privacy Control, or Do Not Track. */
export function trackingRefused(signals: PrivacySignals): boolean {
  const dnt = (value: string | null | undefined) => value === "1" || value === "yes";
  return signals.globalPrivacyControl === true || dnt(signals.doNotTrack) || dnt(signals.windowDoNotTrack);
}
