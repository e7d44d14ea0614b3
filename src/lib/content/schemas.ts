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
  slug,
  text,
  textBetween,
  url,
} from "./fields";

type ImageHelper = SchemaContext["image"];

/* ------------------------------------------------------------------ site */

const socialNetworks = ["youtube", "linkedin", "instagram", "tiktok", "facebook"] as const;

export const siteSchema = z.strictObject({
  /** Company name, shown in the logo and page titles. */
  name: text(),
  /** "Live Fully. Die Ready." */
  tagline: text(),
  /** The small line under the wordmark in the logo. */
  logoLine: text(),
  /** Default search description, used when a page gives none (50–160 characters). */
  description: textBetween(50, 160),
  contact: z.strictObject({
    /** Shown as written, dialled without spaces: "484-545-4327". */
    phone: z.string().regex(/^[+\d][\d\-\s().]{6,}$/, { error: 'must be a phone number such as "484-545-4327"' }),
    email: email(),
    /** Opening hours as shown: "Monday–Friday, 8AM–8PM ET". */
    hours: text(),
    /** The sentence about evening and weekend appointments. */
    flexibleNote: text(),
  }),
  /** Named links. Use them anywhere as "@name", e.g. href: "@assessment". */
  links: z.strictObject({
    /** Peace of Mind Assessment (external form). */
    assessment: url(),
    /** Book a Call booking widget (opens in a new tab). */
    booking: url(),
    /** Consultation form shown in a frame on the home page. */
    schedulingForm: url(),
    /** My Final Playbook on the Apple App Store (used on iPhone, iPad, Mac). */
    appStoreApple: url(),
    /** My Final Playbook on Google Play (used everywhere else). */
    appStoreGoogle: url(),
    /** The podcast's own site. */
    podcast: url(),
    /** The home page video file (9:16 portrait). */
    video: url(),
    /** The founder's professional profile. */
    founderProfile: url(),
    /** Privacy Policy page; "#" until it is published. */
    privacy: z.union([z.literal("#"), url()]),
    /** Terms of Service page; "#" until it is published. */
    terms: z.union([z.literal("#"), url()]),
  }),
  /** Social profiles in the footer, in this order. */
  social: z
    .array(
      z.strictObject({
        /** Accessible name, e.g. "ENDevo on LinkedIn". */
        label: text(),
        /** One of: youtube, linkedin, instagram, tiktok, facebook. */
        network: z.enum(socialNetworks, { error: `must be one of: ${socialNetworks.join(", ")}` }),
        href: url(),
      }),
    )
    .min(1),
  /** The year in the footer's copyright line. */
  copyrightYear: z.number().int().min(2000).max(2100),
  /**
   * Where Stay Connected posts (an https address from the newsletter service). It receives
   * `name`, `email` and `website`, a spam trap people never see: drop every message that fills it.
   * Leave out to have Subscribe open a ready-made e-mail to the contact address instead.
   */
  newsletterEndpoint: url().optional(),
  /** What search engines, link previews and feed readers are told about the company. */
  search: z.strictObject({
    /** Language of the pages, e.g. "en-US". */
    language: z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, { error: 'must be a language tag such as "en-US"' }),
    /** Country calling code for the phone number, e.g. "+1". */
    phoneCountryCode: z.string().regex(/^\+\d{1,3}$/, { error: 'must be a calling code such as "+1"' }),
    /** Where the service is offered: a two-letter country code, e.g. "US". */
    areaServed: z.string().regex(/^[A-Z]{2}$/, { error: 'must be a two-letter country code such as "US"' }),
    /** The podcast's name and host, for search results and the episode feed. */
    podcast: z.strictObject({ name: text(), host: text() }),
    /** Titles and one-line descriptions of the RSS feeds. */
    feeds: z.strictObject({
      blog: z.strictObject({ title: text(), description: text() }),
      podcast: z.strictObject({ title: text(), description: text() }),
    }),
  }),
});
export type Site = z.infer<typeof siteSchema>;
export type NamedLink = keyof Site["links"];

/* ------------------------------------------------------------ navigation */

const navLink = z.strictObject({ label: text(), href: href() });

export const navigationSchema = z.strictObject({
  /** Top items of the header, each with an optional submenu. */
  header: z
    .array(
      navLink.extend({
        /** Submenu entries shown on hover or focus (desktop only). */
        children: z.array(navLink.extend({ description: text().optional() })).optional(),
      }),
    )
    .min(1),
  /** The Book a Call button in the header. */
  bookCall: navLink,
  footer: z.strictObject({
    /** One sentence under the logo. */
    blurb: text(),
    /** Heading above the page links. */
    linksHeading: text(),
    links: z.array(navLink).min(1),
    /** The podcast link under the social icons. */
    podcast: navLink,
    /** Privacy Policy and Terms of Service. */
    legal: z.array(navLink),
    subscribe: z.strictObject({
      heading: text(),
      text: text(),
      nameLabel: text(),
      emailLabel: text(),
      button: text(),
    }),
  }),
  /** The footer of the podcast, video, blog and learn-and-listen pages. */
  podcastFooter: z.strictObject({
    blurb: text(),
    anchorsHeading: text(),
    anchors: z.array(navLink).min(1),
    home: navLink,
    platformsHeading: text(),
    platforms: z.array(navLink).min(1),
    badgesHeading: text(),
    badges: z.array(navLink.extend({ store: z.enum(["apple", "google"]) })).min(1),
  }),
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
  /** The figure shown large: "1 in 3", "$33B", "$126B". */
  figure: text(),
  /** What the figure means, as one sentence. */
  statement: text(),
});
export const claimsSchema = z.strictObject({
  /** Only 1 in 3 adults have a plan. */
  adultsWithPlan: claim,
  /** Companies lose $33B a year. */
  companyLosses: claim,
  /** The $126B industry (investors page). */
  industrySize: claim,
});
export type Claims = z.infer<typeof claimsSchema>;

/* ------------------------------------------------------------ categories */

export const categoriesSchema = z.strictObject({
  /** Exactly the five planning categories, in the order they are shown. */
  categories: z
    .array(
      z.strictObject({
        /** beliefs, legal, financial, physical or digital. */
        category: category(),
        /** Name shown on the card, e.g. "Beliefs". */
        name: text(),
        description: text(),
        /** The card's icon: one of the icons the category cards can draw. */
        icon: categoryIcon(),
      }),
    )
    .length(5, { error: `must list exactly 5 categories: ${CATEGORIES.join(", ")}` })
    .refine((list) => new Set(list.map((c) => c.category)).size === 5, {
      error: `must list each of ${CATEGORIES.join(", ")} once`,
    }),
});

/* ---------------------------------------------------------------- offers */

export const offerSchema = ({ image }: { image: ImageHelper }) =>
  z.strictObject({
    /** Partner name. */
    name: text(),
    /** Partner logo (a file beside this one). Leave out to show the name's initials. */
    logo: image().optional(),
    /** Partner's short line, e.g. "Your Digital Vault. For Life." */
    tagline: text(),
    /** What the partner offers, one or two sentences. */
    description: text(),
    /** "Sign Up" or "Learn More". */
    buttonText: z.enum(["Sign Up", "Learn More"], { error: 'must be "Sign Up" or "Learn More"' }),
    /** The partner's page for ENDevo visitors (opens in a new tab). */
    url: url(),
    /** beliefs, legal, financial, physical or digital (any capitalisation). */
    category: category(),
  });

/* ---------------------------------------------------------- testimonials */

export const testimonialsSchema = z.strictObject({
  /** Exactly four clients; mark invented ones with sample: true. */
  testimonials: z
    .array(
      z.strictObject({
        /** The letter shown in the round avatar. */
        initial: z.string().regex(/^\p{Lu}$/u, { error: "must be one capital letter" }),
        name: text(),
        /** Their words, without quotation marks. */
        text: text(),
        /** true while this is not a real client's quote. */
        sample: sample(),
      }),
    )
    .length(4, { error: "must list exactly 4 testimonials" }),
});

/* ------------------------------------------------------------------ team */

export const teamSchema = ({ image }: { image: ImageHelper }) =>
  z.strictObject({
    /** Exactly four people, founder first. */
    members: z
      .array(
        z.strictObject({
          name: text(),
          title: text(),
          organization: text(),
          /** A portrait beside this file; leave out to show initials. */
          image: image().optional(),
          /** Professional profile, opened in a new tab. */
          linkedIn: url().optional(),
          /** true while this person is a placeholder. */
          sample: sample(),
        }),
      )
      .length(4, { error: "must list exactly 4 team members" }),
  });

/* ---------------------------------------------------------------- values */

const CLARITY = "CLARITY";
export const valuesSchema = z.strictObject({
  /** The seven C.L.A.R.I.T.Y. values, in order. */
  values: z
    .array(
      z.strictObject({
        /** The value's letter in C.L.A.R.I.T.Y. */
        letter: z.string().regex(/^[A-Z]$/, { error: "must be one capital letter" }),
        title: text(),
        description: text(),
        icon: iconName(),
      }),
    )
    .length(7, { error: "must list exactly 7 values" })
    .refine((values) => values.map((v) => v.letter).join("") === CLARITY, {
      error: "the letters must spell C.L.A.R.I.T.Y. in order",
    }),
});

/* ------------------------------------------------------- differentiators */

export const differentiatorsSchema = z.strictObject({
  /** Exactly five things that set ENDevo apart. */
  items: z
    .array(
      z.strictObject({
        title: text(),
        description: text(),
        /** The picture's icon (Lucide name). */
        icon: iconName(),
        /** Text alternative for the picture. */
        alt: text(),
      }),
    )
    .length(5, { error: "must list exactly 5 differentiators" }),
});

/* ----------------------------------------------------------------- plans */

export const plansSchema = z.strictObject({
  /** Exactly three plan cards, in order. */
  plans: z
    .array(
      z.strictObject({
        name: text(),
        /** Shown as written: "Free", "$00.00". */
        price: text(),
        /** Small words beside the price, e.g. "per month". */
        priceNote: text().optional(),
        summary: text(),
        features: z.array(text()).min(1),
        action: action(),
        /** Draws the eye to this card. */
        featured: z.boolean().default(false),
      }),
    )
    .length(3, { error: "must list exactly 3 plans" }),
});

/* ------------------------------------------------------------------- faq */

export const faqSchema = z.strictObject({
  /** Questions and answers of the /solution accordion, in order. */
  items: z
    .array(
      z.strictObject({
        id: slug(),
        question: text(),
        answer: text(),
      }),
    )
    .min(1),
});

/* -------------------------------------------------------------- episodes */

export const episodeSchema = ({ image }: { image: ImageHelper }) =>
  z.strictObject({
    title: text(),
    /** Release date, YYYY-MM-DD. Shown as "Sep 02, 2025". */
    date: calendarDate(),
    guest: text(),
    /** One or two sentences for the episode card. */
    summary: text(),
    /** Where to listen (opens in a new tab). */
    url: url(),
    /** Cover art beside this file; leave out for the brand artwork. */
    image: image().optional(),
  });

/* ------------------------------------------------------------------ blog */

export const postSchema = z.strictObject({
  title: textBetween(3, 60),
  /** The summary on the blog page and in search results (50–160 characters). */
  description: textBetween(50, 160),
  /** Publication date, YYYY-MM-DD. */
  date: calendarDate(),
  author: text(),
  /** Lucide icon for the post's artwork. */
  icon: iconName(),
  /** true while this is sample writing. */
  sample: sample(),
});

/* ---------------------------------------------------------------- videos */

export const videoSchema = z
  .strictObject({
    title: text(),
    description: text(),
    /** "coming-soon" shows a placeholder; "published" needs a url. */
    status: z.enum(["coming-soon", "published"]),
    /** Expected or actual release date, YYYY-MM-DD. */
    date: calendarDate(),
    url: url().optional(),
    /** Order on the page, lowest first. */
    order: z.number().int(),
  })
  .refine((video) => video.status !== "published" || video.url, {
    error: "a published video needs a url",
    path: ["url"],
  });

/* ------------------------------------------------------------------ chat */

export const chatSchema = z
  .strictObject({
    /** The assistant's name. */
    name: text(),
    /** The first message in the chat window. */
    greeting: text(),
    replies: z.strictObject({
      /** Said when no keyword matches. */
      noMatch: text(),
      /** Said before the suggested pages. */
      matches: text(),
    }),
    /** Pause before the reply, in milliseconds. */
    replyDelayMs: z.number().int().min(0).max(5000),
    /** Pages the assistant can suggest, by name. */
    pages: z.record(z.string(), z.strictObject({ url: href(), title: text() })),
    /** Keyword rules in order: a message containing a word that starts with a keyword suggests the pages. */
    rules: z
      .array(
        z.strictObject({
          keywords: z.array(text()).min(1),
          /** Names from `pages` above. */
          pages: z.array(text()).min(1),
        }),
      )
      .min(1),
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
