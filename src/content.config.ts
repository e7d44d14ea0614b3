// Every collection of site content. Schemas live in src/lib/content/schemas.ts;
// the editor's guide is docs/CONTENT.md.
import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { singleton } from "./lib/content/singleton-loader";
import * as schemas from "./lib/content/schemas";

const one = (file: string) => singleton(`src/content/${file}`);

export const collections = {
  site: defineCollection({ loader: one("settings/site.yaml"), schema: schemas.siteSchema }),
  navigation: defineCollection({ loader: one("settings/navigation.yaml"), schema: schemas.navigationSchema }),
  strings: defineCollection({ loader: one("settings/strings.yaml"), schema: schemas.stringsSchema }),
  pages: defineCollection({
    loader: glob({ pattern: "*.yaml", base: "src/content/pages" }),
    schema: schemas.pageSchema,
  }),
  claims: defineCollection({ loader: one("claims.yaml"), schema: schemas.claimsSchema }),
  categories: defineCollection({ loader: one("categories.yaml"), schema: schemas.categoriesSchema }),
  offers: defineCollection({
    loader: glob({ pattern: "*.yaml", base: "src/content/offers" }),
    schema: schemas.offerSchema,
  }),
  testimonials: defineCollection({ loader: one("testimonials.yaml"), schema: schemas.testimonialsSchema }),
  team: defineCollection({ loader: one("team/team.yaml"), schema: schemas.teamSchema }),
  values: defineCollection({ loader: one("values.yaml"), schema: schemas.valuesSchema }),
  differentiators: defineCollection({ loader: one("differentiators.yaml"), schema: schemas.differentiatorsSchema }),
  plans: defineCollection({ loader: one("plans.yaml"), schema: schemas.plansSchema }),
  faq: defineCollection({ loader: one("faq.yaml"), schema: schemas.faqSchema }),
  episodes: defineCollection({
    loader: glob({ pattern: "*.md", base: "src/content/episodes" }),
    schema: schemas.episodeSchema,
  }),
  blog: defineCollection({
    loader: glob({ pattern: "*.md", base: "src/content/blog" }),
    schema: schemas.postSchema,
  }),
  videos: defineCollection({
    loader: glob({ pattern: "*.md", base: "src/content/videos" }),
    schema: schemas.videoSchema,
  }),
  chat: defineCollection({ loader: one("chat.yaml"), schema: schemas.chatSchema }),
};
