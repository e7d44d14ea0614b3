// Visitor counts (lib/analytics.ts): which clicks count as which event, the browser's privacy signals, and the
// settings block that switches it all on (siteSchema.analytics).
import { describe, expect, it } from "vitest";
import { destination, EVENTS, eventFor, eventRules, trackingRefused } from "../../src/lib/analytics";
import { siteSchema } from "../../src/lib/content/schemas";
import { content } from "../content";

const links = {
  assessment: "https://forms.example.com/to/abc",
  booking: "https://book.example.com/widget/booking/xyz",
  appStoreApple: "https://apps.example.com/app/id1",
  appStoreGoogle: "https://play.example.com/store/apps/details?id=x",
  podcast: "https://podcast.example.com/",
};
const rules = eventRules({
  links,
  podcast: ["https://listen.example.com/show/1", "https://podcast.example.com/episode-2"],
  offers: [
    { name: "Vault", url: "https://vault.example.com/endevo" },
    { name: "Memorials", url: "https://book.example.com/memorials" },
  ],
});
const event = (href: string) => eventFor(href, rules, "https://www.endevo.life/plan");

describe("which clicks count", () => {
  it("classifies a link by where it goes", () => {
    expect(event(links.assessment)?.event).toBe(EVENTS.assessment);
    expect(event(links.booking)?.event).toBe(EVENTS.booking);
    expect(event(links.appStoreApple)?.event).toBe(EVENTS.appStore);
    expect(event(links.appStoreGoogle)?.event).toBe(EVENTS.appStore);
    expect(event("https://podcast.example.com/episode-9")?.event).toBe(EVENTS.podcast);
    expect(event("https://listen.example.com/show/1")?.event).toBe(EVENTS.podcast);
    expect(event("https://vault.example.com/endevo?ref=1")).toEqual({
      to: "https://vault.example.com/endevo",
      event: EVENTS.partner,
      props: { partner: "Vault" },
    });
  });

  it("the most precise address wins, and a look-alike path does not count", () => {
    expect(event("https://book.example.com/memorials")?.props).toEqual({ partner: "Memorials" });
    expect(event("https://book.example.com/widget/booking/xyz-other")).toBeUndefined();
    expect(event("https://vault.example.com/other")).toBeUndefined();
  });

  it("pages of the site, e-mail and unknown addresses count as nothing", () => {
    expect(event("/plan")).toBeUndefined();
    expect(event("#team")).toBeUndefined();
    expect(event("mailto:hello@example.com")).toBeUndefined();
    expect(event("https://example.org/")).toBeUndefined();
    expect(destination("javascript:alert(1)")).toBeUndefined();
  });

  it("the site's own content gives a rule for each action that matters", () => {
    const live = eventRules({
      links: content.site.links,
      podcast: content.episodes.map((episode) => episode.url),
      offers: content.offers,
    });
    const live_ = (href: string) => eventFor(href, live)?.event;
    expect(live_(content.site.links.assessment)).toBe(EVENTS.assessment);
    expect(live_(content.site.links.booking)).toBe(EVENTS.booking);
    expect(live_(content.site.links.appStoreApple)).toBe(EVENTS.appStore);
    expect(live_(content.site.links.appStoreGoogle)).toBe(EVENTS.appStore);
    expect(live_(content.site.links.podcast)).toBe(EVENTS.podcast);
    for (const offer of content.offers) expect(eventFor(offer.url, live)?.props).toEqual({ partner: offer.name });
  });
});

describe("the visitor's privacy signals", () => {
  it("Global Privacy Control or Do Not Track means no counting", () => {
    expect(trackingRefused({ globalPrivacyControl: true })).toBe(true);
    expect(trackingRefused({ doNotTrack: "1" })).toBe(true);
    expect(trackingRefused({ doNotTrack: "yes" })).toBe(true);
    expect(trackingRefused({ windowDoNotTrack: "1" })).toBe(true);
  });

  it("counts only when the browser says nothing against it", () => {
    expect(trackingRefused({})).toBe(false);
    expect(trackingRefused({ globalPrivacyControl: false, doNotTrack: "0", windowDoNotTrack: null })).toBe(false);
    expect(trackingRefused({ doNotTrack: "unspecified" })).toBe(false);
  });
});

describe("the analytics settings", () => {
  const analytics = siteSchema.shape.analytics;

  it("is off unless the block is there", () => {
    expect(analytics.parse(undefined)).toBeUndefined();
  });

  it("takes Plausible's script address and the site's domain", () => {
    const block = { provider: "plausible", script: "https://plausible.io/js/script.js", domain: "endevo.life" };
    expect(analytics.parse(block)).toEqual(block);
  });

  it("refuses what would load a script from an unsafe or unknown place", () => {
    const problems = (block: object) =>
      analytics.safeParse(block).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    const good = { provider: "plausible", script: "https://plausible.io/js/script.js", domain: "endevo.life" };
    expect(problems({ ...good, script: "http://plausible.io/js/script.js" })).toEqual([
      "script: must start with https://",
    ]);
    expect(problems({ ...good, provider: "google" })).toEqual([
      'provider: must be "plausible" (the one provider the site supports)',
    ]);
    expect(problems({ ...good, domain: "https://endevo.life/" })?.[0]).toMatch(/^domain: must be the site's domain/);
    expect(problems({ ...good, extra: 1 })).toHaveLength(1);
  });
});
