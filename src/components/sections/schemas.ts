// What each section component renders, as a schema: one export per component, named after it.
// A page file's sections are checked against the schema of the component that shows them
// (src/lib/content/pages.ts says which), so every field an editor writes is a field that
// appears on the page, and a field nothing reads fails the build naming the file and field.
// Every section has the shared opening (id, eyebrow, heading, lead: see lib/content/sections.ts);
// `extras` are paragraphs, actions (buttons) and a note; `items(...)` lists the fields its items show.
import { z } from "astro/zod";
import { action, category, text } from "../../lib/content/fields";
import { extras, items, opening, section } from "../../lib/content/sections";

const { paragraphs, actions, note } = extras;

/* Openers */
export const PageHero = section({ paragraphs, actions });
export const HomeHero = section({
  items: items("icon").describe("The short steps shown under the heading, e.g. Discover → Plan → Share."),
  actions,
  note,
});
export const EpisodeHero = section({ paragraphs, actions });

/* Cards, lists and steps */
export const CardGrid = section({ paragraphs, items: items("text", "icon", "points", "id").optional(), actions, note });
export const AudienceCards = section({ items: items("text", "icon", "href", "id"), actions });
export const FeatureList = section({ paragraphs, items: items("text", "icon", "id"), actions, note });
export const StepsSection = section({ items: items("text", "icon", "id"), actions });
export const ProcessSteps = section({ items: items("text", "icon", "id"), actions });
export const StorySection = section({ paragraphs, items: items("text", "icon", "id").optional(), actions });
export const SplitSection = section({ paragraphs, items: items("text", "icon", "id").optional(), actions, note });
export const HubSection = section({ paragraphs, items: items("text", "icon", "href").optional(), actions });
export const JumpLinks = z.strictObject({
  id: opening.id,
  heading: opening.heading.describe("Read by screen readers only: names the list of links."),
  items: items("text", "icon", "href"),
});
export const PlatformBadges = z.strictObject({
  id: opening.id,
  heading: opening.heading,
  lead: opening.lead,
  items: items("text", "icon", "href").describe("The listening apps: name (title), small line above (text), link."),
});
export const PartnerCategories = section({ items: items("text", "icon", "href"), actions });
export const PillarsGraphic = section({
  items: items("text", "icon", "id").min(3).max(8).describe("The pillars drawn around the circle: 3 to 8."),
  actions,
  note,
});
/** Items that each name one planning category in `id` (its description and icon come from categories.yaml). */
const categoryItems = (title: string) =>
  z.array(
    z.strictObject({
      title: text().describe(title),
      id: category().describe("Which planning category: beliefs, legal, financial, physical or digital."),
    }),
  );

export const FrameworkSection = section({
  items: categoryItems("The pillar's name.")
    .describe("The framework's pillars; each shows its category's description and icon from categories.yaml.")
    .optional(),
  actions,
});

/* Figures, calls to action, features */
export const ClaimsSection = section({ paragraphs, actions });
export const CtaBand = section({ paragraphs, actions });
export const Callout = section({ paragraphs, items: items("text", "icon"), actions, note });
export const VideoShowcase = section({ paragraphs, items: items("text", "icon").optional(), actions });
export const VisionValues = section({ paragraphs, actions });
export const Consultation = section({ paragraphs, actions });
export const FounderBio = section({ paragraphs, items: items("icon").optional(), actions });
export const PersonFeature = section({
  paragraphs,
  items: items("text", "href").max(1).describe("The person shown on the card: name (title), role (text), link."),
  actions,
});

/* Sections whose entries come from their own content files */
export const Differentiators = section({ actions });
export const ValuesSection = section({ actions });
export const TeamSection = section({ actions });
export const Testimonials = section({});
export const PartnerLogos = section({ actions });
export const EpisodeList = section({ actions });
/** /podcast/episodes: its h1 (heading), lead and every episode; "@episode" actions become each card's button. */
export const EpisodeArchive = section({ actions });
/** Each episode's page: heading over the show notes; "@episode" is the Listen button, the others follow it. */
export const EpisodePage = section({ actions });
export const PostList = section({ actions });
export const VideoList = section({ actions });
export const FaqSection = section({ actions, note });
export const PlanCards = section({});
/** The quiet strip of reassurances under the plan cards. */
export const PlanAssurance = section({ items: items("text", "icon") });
export const CategoryBrowserCategories = section({});
export const CategoryBrowserOffers = z.strictObject({
  id: opening.id,
  heading: opening.heading,
  lead: opening.lead,
  actions,
  empty: z
    .strictObject({
      message: text().describe(
        "Shown in place of offers when the chosen categories have no partner yet: say so kindly, and what to do next.",
      ),
      actions: z
        .array(action())
        .min(1, { error: "must list at least one next step" })
        .describe(
          'Next steps under the message, e.g. Book a Call ("@booking") and Suggest a Partner ("@email?subject=…"); the first is the main one.',
        ),
    })
    .describe("What a visitor sees after choosing a category that has no partner yet (with or without JavaScript)."),
});
export const ExpertDirectory = section({
  items: categoryItems("The filter's name.").min(1).describe("The category filters, in the order shown."),
});
/** A "Go Back" link: only its one action is used. */
export const BackLink = z.strictObject({
  actions: z.array(extras.actions.unwrap().element).length(1, { error: "must list exactly one link" }),
});

export type SectionOf<S extends z.ZodType> = z.output<S>;
