// The shape of every content file under src/content/. Each field carries a
// comment for editors; docs/CONTENT.md explains where each file is used.
// Schemas that hold pictures are functions of Astro's `image()` helper so a
// missing picture fails the build instead of showing a broken image.
import { z } from "astro/zod";
import type { SchemaContext } from "astro:content";
import {
  action,
  calendarDate,
  category,
  categoryIcon,
  CATEGORIES,
  email,
  href,
  iconName,
  sample,
  searchDescription,
  searchTitle,
  slug,
  text,
  url,
} from "./fields";

type ImageHelper = SchemaContext["image"];

/* ------------------------------------------------------------------ site */

const socialNetworks = ["youtube", "linkedin", "instagram", "tiktok", "facebook"] as const;

export const siteSchema = z.strictObject({
  name: text().describe("Company name, shown in the logo and page titles."),
  tagline: text().describe('"Live Fully. Die Ready."'),
  logoLine: text().describe("The small line under the wordmark in the logo."),
  description: searchDescription().describe(
    "Default search description, used when a page gives none (70–160 characters).",
  ),
  contact: z.strictObject({
    phone: z
      .string()
      .regex(/^[+\d][\d\-\s().]{6,}$/, { error: 'must be a phone number such as "484-545-4327"' })
      .describe('Shown as written, dialled without spaces: "484-545-4327".'),
    email: email(),
    hours: text().describe('Opening hours as shown: "Monday–Friday, 8AM–8PM ET".'),
    flexibleNote: text().describe("The sentence about evening and weekend appointments."),
  }),
  links: z
    .strictObject({
      assessment: url().describe("Peace of Mind Assessment (external form)."),
      booking: url().describe("Book a Call booking widget (opens in a new tab)."),
      schedulingForm: url().describe("Consultation form shown in a frame on the home page."),
      appStoreApple: url().describe("My Final Playbook on the Apple App Store (used on iPhone, iPad, Mac)."),
      appStoreGoogle: url().describe("My Final Playbook on Google Play (used everywhere else)."),
      podcast: url().describe("The podcast's own site."),
      video: url().describe("The home page video file (9:16 portrait)."),
      founderProfile: url().describe("The founder's professional profile."),
      privacy: z.union([z.literal("#"), url()]).describe('Privacy Policy page; "#" until it is published.'),
      terms: z.union([z.literal("#"), url()]).describe('Terms of Service page; "#" until it is published.'),
    })
    .describe('Named links. Use them anywhere as "@name", e.g. href: "@assessment".'),
  social: z
    .array(
      z.strictObject({
        label: text().describe('Accessible name, e.g. "ENDevo on LinkedIn".'),
        network: z
          .enum(socialNetworks, { error: `must be one of: ${socialNetworks.join(", ")}` })
          .describe("One of: youtube, linkedin, instagram, tiktok, facebook."),
        href: url(),
      }),
    )
    .min(1)
    .describe("Social profiles in the footer, in this order."),
  copyrightYear: z.number().int().min(2000).max(2100).describe("The year in the footer's copyright line."),
  newsletterEndpoint: url()
    .optional()
    .describe(
      "Where Stay Connected posts (an https address from the newsletter service). It receives `name`, `email` and `website`, a spam trap people never see: drop every message that fills it. Leave out to have Subscribe open a ready-made e-mail to the contact address instead.",
    ),
  analytics: z
    .strictObject({
      provider: z
        .enum(["plausible"], { error: 'must be "plausible" (the one provider the site supports)' })
        .describe('"plausible": Plausible Analytics, on plausible.io or on a server of your own.'),
      script: url().describe(
        'The script address Plausible gives you: "https://plausible.io/js/script.js", the "https://plausible.io/js/pa-….js" of your site, or your own server\'s /js/script.js. Visits and events go to the same server.',
      ),
      domain: z
        .string()
        .trim()
        .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, {
          error: 'must be the site\'s domain as added in Plausible, e.g. "endevo.life" (no https://, no slash)',
        })
        .describe('The site\'s domain exactly as added in Plausible, e.g. "endevo.life".'),
    })
    .optional()
    .describe(
      "Visitor counts without cookies or a consent banner (Plausible). Leave out to count nothing: no script, no request. Visitors whose browser asks not to be tracked (Global Privacy Control or Do Not Track) are never counted.",
    ),
  search: z
    .strictObject({
      language: z
        .string()
        .regex(/^[a-z]{2}(-[A-Z]{2})?$/, { error: 'must be a language tag such as "en-US"' })
        .describe('Language of the pages, e.g. "en-US".'),
      phoneCountryCode: z
        .string()
        .regex(/^\+\d{1,3}$/, { error: 'must be a calling code such as "+1"' })
        .describe('Country calling code for the phone number, e.g. "+1".'),
      areaServed: z
        .string()
        .regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code such as "US"' })
        .describe('Where the service is offered: a two-letter country code, e.g. "US".'),
      podcast: z
        .strictObject({
          name: text(),
          host: text(),
          feed: url()
            .optional()
            .describe(
              "The podcast's RSS feed (https). When set, every build reads the episodes from it (or from the last copy kept in src/content/feeds/ when the feed cannot be reached) and the files in episodes/ add to them. Leave out to list only the episode files.",
            ),
        })
        .describe("The podcast's name and host, for search results and the episode feed, and its RSS feed."),
      feeds: z
        .strictObject({
          blog: z.strictObject({ title: text(), description: text() }),
          podcast: z.strictObject({ title: text(), description: text() }),
        })
        .describe("Titles and one-line descriptions of the RSS feeds."),
    })
    .describe("What search engines, link previews and feed readers are told about the company."),
});
export type Site = z.infer<typeof siteSchema>;
export type NamedLink = keyof Site["links"];

/* ------------------------------------------------------------ navigation */

const navLink = z.strictObject({ label: text(), href: href() });

export const navigationSchema = z.strictObject({
  header: z
    .array(
      navLink.extend({
        children: z
          .array(navLink.extend({ description: text().optional() }))
          .optional()
          .describe("Submenu entries shown on hover or focus (desktop only)."),
      }),
    )
    .min(1)
    .describe("Top items of the header, each with an optional submenu."),
  bookCall: navLink.describe("The Book a Call button in the header."),
  footer: z.strictObject({
    blurb: text().describe("One sentence under the logo."),
    linksHeading: text().describe("Heading above the page links."),
    links: z.array(navLink).min(1),
    podcast: navLink.describe("The podcast link under the social icons."),
    legal: z.array(navLink).describe("Privacy Policy and Terms of Service."),
    subscribe: z.strictObject({
      heading: text(),
      text: text(),
      nameLabel: text(),
      emailLabel: text(),
      button: text(),
    }),
  }),
  podcastFooter: z
    .strictObject({
      blurb: text(),
      anchorsHeading: text(),
      anchors: z.array(navLink).min(1),
      home: navLink,
      platformsHeading: text(),
      platforms: z.array(navLink).min(1),
      badgesHeading: text(),
      badges: z.array(navLink.extend({ store: z.enum(["apple", "google"]) })).min(1),
    })
    .describe("The footer of the podcast, video, blog and learn-and-listen pages."),
});
export type Navigation = z.infer<typeof navigationSchema>;

/* --------------------------------------------------------------- strings */

/** Short interface words: button names, labels for screen readers. */
export const stringsSchema = z.record(z.string().regex(/^[a-zA-Z]+$/), text());
export type Strings = z.infer<typeof stringsSchema>;

/* ----------------------------------------------------------------- pages */
// Page files are checked section by section: lib/content/pages.ts and components/sections/schemas.ts.

/* ---------------------------------------------------------------- claims */

const claim = z.strictObject({
  figure: text().describe('The figure shown large: "1 in 3", "$33B", "$126B".'),
  statement: text().describe("What the figure means, as one sentence."),
});
export const claimsSchema = z.strictObject({
  adultsWithPlan: claim.describe("Only 1 in 3 adults have a plan."),
  companyLosses: claim.describe("Companies lose $33B a year."),
  industrySize: claim.describe("The $126B industry (investors page)."),
});
export type Claims = z.infer<typeof claimsSchema>;

/* ------------------------------------------------------------ categories */

export const categoriesSchema = z.strictObject({
  categories: z
    .array(
      z.strictObject({
        category: category().describe("beliefs, legal, financial, physical or digital."),
        name: text().describe('Name shown on the card, e.g. "Beliefs".'),
        description: text(),
        icon: categoryIcon().describe("The card's icon: one of the icons the category cards can draw."),
      }),
    )
    .length(5, { error: `must list exactly 5 categories: ${CATEGORIES.join(", ")}` })
    .refine((list) => new Set(list.map((c) => c.category)).size === 5, {
      error: `must list each of ${CATEGORIES.join(", ")} once`,
    })
    .describe("Exactly the five planning categories, in the order they are shown."),
});

/* ---------------------------------------------------------------- offers */

export const offerSchema = ({ image }: { image: ImageHelper }) =>
  z.strictObject({
    name: text().describe("Partner name."),
    logo: image().optional().describe("Partner logo (a file beside this one). Leave out to show the name's initials."),
    tagline: text().describe('Partner\'s short line, e.g. "Your Digital Vault. For Life."'),
    description: text().describe("What the partner offers, one or two sentences."),
    buttonText: z
      .enum(["Sign Up", "Learn More"], { error: 'must be "Sign Up" or "Learn More"' })
      .describe('"Sign Up" or "Learn More".'),
    url: url().describe("The partner's page for ENDevo visitors (opens in a new tab)."),
    category: category().describe("beliefs, legal, financial, physical or digital."),
  });

/* ---------------------------------------------------------- testimonials */

export const testimonialsSchema = z.strictObject({
  testimonials: z
    .array(
      z.strictObject({
        initial: z
          .string()
          .regex(/^\p{Lu}$/u, { error: "must be one capital letter" })
          .describe("The letter shown in the round avatar."),
        name: text(),
        text: text().describe("Their words, without quotation marks."),
        sample: sample().describe("true while this is not a real client's quote."),
      }),
    )
    .length(4, { error: "must list exactly 4 testimonials" })
    .describe("Exactly four clients; mark invented ones with sample: true."),
});

/* ------------------------------------------------------------------ team */

export const teamSchema = ({ image }: { image: ImageHelper }) =>
  z.strictObject({
    members: z
      .array(
        z.strictObject({
          name: text(),
          title: text(),
          organization: text(),
          image: image().optional().describe("A portrait beside this file; leave out to show initials."),
          linkedIn: url().optional().describe("Professional profile, opened in a new tab."),
          sample: sample().describe("true while this person is a placeholder."),
        }),
      )
      .length(4, { error: "must list exactly 4 team members" })
      .describe("Exactly four people, founder first."),
  });

/* ---------------------------------------------------------------- values */

const CLARITY = "CLARITY";
export const valuesSchema = z.strictObject({
  values: z
    .array(
      z.strictObject({
        letter: z
          .string()
          .regex(/^[A-Z]$/, { error: "must be one capital letter" })
          .describe("The value's letter in C.L.A.R.I.T.Y."),
        title: text(),
        description: text(),
        icon: iconName(),
      }),
    )
    .length(7, { error: "must list exactly 7 values" })
    .refine((values) => values.map((v) => v.letter).join("") === CLARITY, {
      error: "the letters must spell C.L.A.R.I.T.Y. in order",
    })
    .describe("The seven C.L.A.R.I.T.Y. values, in order."),
});

/* ------------------------------------------------------- differentiators */

export const differentiatorsSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        title: text(),
        description: text(),
        icon: iconName().describe("The picture's icon (Lucide name)."),
        alt: text().describe("Text alternative for the picture."),
      }),
    )
    .length(5, { error: "must list exactly 5 differentiators" })
    .describe("Exactly five things that set ENDevo apart."),
});

/* ----------------------------------------------------------------- plans */

export const plansSchema = z.strictObject({
  plans: z
    .array(
      z.strictObject({
        name: text(),
        price: text().describe('Shown as written: "Free", "$00.00".'),
        priceNote: text().optional().describe('Small words beside the price, e.g. "per month".'),
        summary: text(),
        features: z.array(text()).min(1),
        action: action(),
        featured: z.boolean().default(false).describe("Draws the eye to this card."),
      }),
    )
    .length(3, { error: "must list exactly 3 plans" })
    .describe("Exactly three plan cards, in order."),
});

/* ------------------------------------------------------------------- faq */

export const faqSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        id: slug(),
        question: text(),
        answer: text(),
      }),
    )
    .min(1)
    .describe("Questions and answers of the /solution accordion, in order."),
});

/* -------------------------------------------------------------- episodes */

/** A chapter's start as written in an episode file: "12:34" or "1:02:03". */
const timestamp = () =>
  z
    .string({ error: 'must be a time such as "12:34" or "1:02:03"' })
    .regex(/^(\d+:)?[0-5]?\d:[0-5]\d$/, { error: 'must be a time such as "12:34" or "1:02:03"' });

/** Fields a file must give when it is an episode of its own (no feedItem). */
const EPISODE_FIELDS = ["title", "date", "guest", "summary", "url"] as const;

/**
 * One file of src/content/episodes/. Without `feedItem` it is a whole episode (title, date, guest, summary,
 * url); with it, it adds to or changes that episode of the podcast's feed and every field is optional.
 * How files and the feed combine: lib/content/episodes.ts and docs/CONTENT.md.
 */
export const episodeSchema = ({ image }: { image: ImageHelper }) =>
  z
    .strictObject({
      feedItem: text()
        .optional()
        .describe(
          "Only for an episode that comes from the podcast's feed: its address on this site (the part after /podcast/), its link or its guid in the feed. The fields below then change or add to what the feed says.",
        ),
      title: text().optional(),
      date: calendarDate().optional().describe('Release date, YYYY-MM-DD. Shown as "Sep 02, 2025".'),
      guest: text().optional(),
      summary: text().optional().describe("One or two sentences for the episode card and the top of its page."),
      url: url().optional().describe("Where to listen (opens in a new tab)."),
      image: image().optional().describe("Cover art beside this file; leave out for the brand artwork."),
      chapters: z
        .array(z.strictObject({ at: timestamp().describe('Where it starts: "12:34" or "1:02:03".'), title: text() }))
        .min(1)
        .optional()
        .describe("The episode's chapters in order, shown on its page."),
    })
    .superRefine((episode, context) => {
      if (episode.feedItem) return;
      for (const field of EPISODE_FIELDS) {
        if (episode[field] === undefined) {
          context.addIssue({
            code: "custom",
            path: [field],
            message: "is missing: add it (or, for an episode from the podcast's feed, name it in feedItem)",
          });
        }
      }
    });
export type EpisodeFile = z.output<ReturnType<typeof episodeSchema>>;

/** An episode as the pages receive it: the feed and the files combined (lib/content/episodes.ts). */
export const episodeEntrySchema = ({ image }: { image: ImageHelper }) =>
  z.object({
    /** The page's address: /podcast/<slug>. */
    slug: z.string(),
    title: z.string(),
    date: z.date(),
    guest: z.string().optional(),
    summary: z.string(),
    /** Where to listen. */
    url: z.string(),
    /** The id podcast apps know the episode by (the feed's guid); the site's own for file-only episodes. */
    guid: z.string().optional(),
    image: image().optional(),
    /** The feed's cover art: named in feeds and structured data, never loaded by visitors' browsers. */
    feedImage: z.string().optional(),
    audio: z.object({ url: z.string(), type: z.string(), length: z.number().optional() }).optional(),
    /** Seconds. */
    duration: z.number().optional(),
    chapters: z.array(z.object({ start: z.number(), title: z.string() })),
    /** The episode file, when there is one (src/content/episodes/…). */
    file: z.string().optional(),
  });

/* ------------------------------------------------------------------ blog */

export const postSchema = z.strictObject({
  title: searchTitle().describe(
    'The post\'s heading, browser tab and search result title: 30–60 characters as shown (the site adds " | " and the company name when there is room); no two pages may share a title.',
  ),
  description: searchDescription().describe(
    "The summary on the blog page and in search results: 70–160 characters; no two pages may share one.",
  ),
  date: calendarDate().describe("Publication date, YYYY-MM-DD."),
  author: text(),
  icon: iconName().describe("Lucide icon for the post's artwork."),
  sample: sample().describe("true while this is sample writing."),
});

/* ---------------------------------------------------------------- videos */

export const videoSchema = z
  .strictObject({
    title: text(),
    description: text(),
    status: z
      .enum(["coming-soon", "published"])
      .describe('"coming-soon" shows a placeholder; "published" needs a url.'),
    date: calendarDate().describe("Expected or actual release date, YYYY-MM-DD."),
    url: url().optional(),
    order: z.number().int().describe("Order on the page, lowest first."),
  })
  .refine((video) => video.status !== "published" || video.url, {
    error: "a published video needs a url",
    path: ["url"],
  });

/* ------------------------------------------------------------------ chat */

export const chatSchema = z
  .strictObject({
    name: text().describe("The assistant's name."),
    greeting: text().describe("The first message in the chat window."),
    replies: z.strictObject({
      noMatch: text().describe("Said when no keyword matches."),
      matches: text().describe("Said before the suggested pages."),
    }),
    replyDelayMs: z.number().int().min(0).max(5000).describe("Pause before the reply, in milliseconds."),
    pages: z
      .record(z.string(), z.strictObject({ url: href(), title: text() }))
      .describe("Pages the assistant can suggest, by name."),
    rules: z
      .array(
        z.strictObject({
          keywords: z.array(text()).min(1),
          pages: z.array(text()).min(1).describe("Names from `pages` above."),
        }),
      )
      .min(1)
      .describe("Keyword rules in order: a message containing a word that starts with a keyword suggests the pages."),
  })
  .superRefine((chat, ctx) => {
    chat.rules.forEach((rule, index) => {
      rule.pages.forEach((name, pageIndex) => {
        if (!(name in chat.pages)) {
          ctx.addIssue({
            code: "custom",
            path: ["rules", index, "pages", pageIndex],
            message: `"${name}" is not one of the pages listed under pages: (${Object.keys(chat.pages).join(", ")})`,
          });
        }
      });
    });
  });
export type Chat = z.infer<typeof chatSchema>;
