// Every collection of site content: which file or folder feeds it and the schema that checks it.
// Schemas: src/lib/content/schemas.ts (files) and src/components/sections/schemas.ts (page sections,
// matched to pages in src/lib/content/pages.ts). Loaders: src/lib/content/loaders.ts (episodes: lib/content/episodes.ts).
// The editor's guide is docs/CONTENT.md.
import { defineCollection } from "astro:content";
import { episodesLoader } from "./lib/content/episodes";
import { markdownFolder, yamlFile, yamlFolder } from "./lib/content/loaders";
import { isPageId, PAGE_IDS, pageSchema } from "./lib/content/pages";
import * as schemas from "./lib/content/schemas";

const file = <S extends Parameters<typeof yamlFile>[1]>(path: string, schema: S) => ({
  loader: yamlFile(`src/content/${path}`, schema),
  schema,
});

export const collections = {
  site: defineCollection(file("settings/site.yaml", schemas.siteSchema)),
  navigation: defineCollection(file("settings/navigation.yaml", schemas.navigationSchema)),
  strings: defineCollection(file("settings/strings.yaml", schemas.stringsSchema)),
  // Each page file is checked against its own sections (lib/content/pages.ts); getPage() types it.
  pages: defineCollection({
    loader: yamlFolder(
      "src/content/pages",
      (id) => (isPageId(id) ? pageSchema(id) : undefined),
      () => PAGE_IDS.map((id) => `${id}.yaml`),
    ),
  }),
  claims: defineCollection(file("claims.yaml", schemas.claimsSchema)),
  categories: defineCollection(file("categories.yaml", schemas.categoriesSchema)),
  offers: defineCollection({
    loader: yamlFolder("src/content/offers", () => schemas.offerSchema),
    schema: schemas.offerSchema,
  }),
  testimonials: defineCollection(file("testimonials.yaml", schemas.testimonialsSchema)),
  team: defineCollection(file("team/team.yaml", schemas.teamSchema)),
  values: defineCollection(file("values.yaml", schemas.valuesSchema)),
  differentiators: defineCollection(file("differentiators.yaml", schemas.differentiatorsSchema)),
  plans: defineCollection(file("plans.yaml", schemas.plansSchema)),
  faq: defineCollection(file("faq.yaml", schemas.faqSchema)),
  // The podcast's feed (settings/site.yaml search.podcast.feed) and the files of episodes/, combined.
  episodes: defineCollection({ loader: episodesLoader(), schema: schemas.episodeEntrySchema }),
  blog: defineCollection({
    loader: markdownFolder("src/content/blog", schemas.postSchema),
    schema: schemas.postSchema,
  }),
  videos: defineCollection({
    loader: markdownFolder("src/content/videos", schemas.videoSchema),
    schema: schemas.videoSchema,
  }),
  chat: defineCollection(file("chat.yaml", schemas.chatSchema)),
};
