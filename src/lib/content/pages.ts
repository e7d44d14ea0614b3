// Which section component shows each section of each page file (src/content/pages/<page>.yaml),
// so each section is checked against the schema of what its component renders.
// A page file must have exactly these sections: a missing one, an extra one or a field a
// component does not show fails the build naming the file, the line and the field.
// To add a page: add its file in src/content/pages/, a line here, and src/pages/<page>.astro.
import { z } from "astro/zod";
import * as S from "../../components/sections/schemas";
import { seoSchema } from "./sections";

export const PAGE_SECTIONS = {
  home: {
    hero: S.HomeHero,
    video: S.VideoShowcase,
    preparedness: S.AudienceCards,
    hiddenCost: S.ClaimsSection,
    howItWorks: S.StepsSection,
    whoWeServe: S.AudienceCards,
    vision: S.VisionValues,
    testimonials: S.Testimonials,
    consultation: S.Consultation,
  },
  solution: {
    hero: S.PageHero,
    process: S.ProcessSteps,
    empower: S.CardGrid,
    framework: S.FrameworkSection,
    partners: S.PartnerCategories,
    coreSolutions: S.FaqSection,
    forCompanies: S.CtaBand,
  },
  "who-we-serve": {
    hero: S.PageHero,
    individuals: S.SplitSection,
    serviceProviders: S.SplitSection,
    employers: S.SplitSection,
    closing: S.CardGrid,
  },
  "for-individuals": { hero: S.PageHero, help: S.CardGrid, steps: S.FeatureList, closing: S.CardGrid },
  "for-companies": {
    back: S.BackLink,
    hero: S.PageHero,
    pitch: S.SplitSection,
    benefits: S.CardGrid,
    closing: S.CardGrid,
  },
  "for-investors": { hero: S.PageHero, market: S.SplitSection, reasons: S.CardGrid, closing: S.CardGrid },
  "employee-wellness": {
    hero: S.PageHero,
    about: S.SplitSection,
    why: S.SplitSection,
    pillars: S.PillarsGraphic,
    closing: S.CardGrid,
  },
  company: {
    hero: S.PageHero,
    about: S.StorySection,
    founder: S.FounderBio,
    values: S.ValuesSection,
    team: S.TeamSection,
    differentiators: S.Differentiators,
    partners: S.PartnerLogos,
  },
  plan: { hero: S.PageHero, plans: S.PlanCards, reassurance: S.PlanAssurance, contact: S.CardGrid },
  marketplace: {
    hero: S.PageHero,
    categories: S.CategoryBrowserCategories,
    offers: S.CategoryBrowserOffers,
    partner: S.CardGrid,
  },
  "trusted-experts": { hero: S.PageHero, directory: S.ExpertDirectory, help: S.CardGrid },
  resources: {
    hero: S.PageHero,
    peaceOfMind: S.SplitSection,
    mobileApp: S.FeatureList,
    learnListen: S.SplitSection,
  },
  "learn-and-listen": {
    hero: S.PageHero,
    jump: S.JumpLinks,
    podcast: S.HubSection,
    video: S.HubSection,
    blog: S.HubSection,
    resources: S.HubSection,
  },
  podcast: {
    hero: S.EpisodeHero,
    platforms: S.PlatformBadges,
    reasons: S.CardGrid,
    episodes: S.EpisodeList,
    perks: S.Callout,
    about: S.PersonFeature,
    // Not on /podcast: the list of every episode (/podcast/episodes) and each episode's page (/podcast/<slug>).
    archive: S.EpisodeArchive,
    episode: S.EpisodePage,
  },
  video: { hero: S.PageHero, videos: S.VideoList, notify: S.CardGrid },
  blog: { hero: S.PageHero, posts: S.PostList, cta: S.CardGrid, postCta: S.CardGrid, more: S.PostList },
} as const;

export type PageId = keyof typeof PAGE_SECTIONS;
export const PAGE_IDS = Object.keys(PAGE_SECTIONS) as PageId[];

export function isPageId(id: string): id is PageId {
  return Object.hasOwn(PAGE_SECTIONS, id);
}

/** The schema of one page file: its search-engine fields and exactly its sections. */
export function pageSchema<P extends PageId>(id: P) {
  return z.strictObject({
    seo: seoSchema,
    sections: z.strictObject(PAGE_SECTIONS[id]),
  });
}
export type PageData<P extends PageId> = z.output<ReturnType<typeof pageSchema<P>>>;
