// The editors' studio (Decap CMS at /admin): its collections, written from the same schemas the
// build checks content with (src/content.config.ts), so a field added to a schema appears in the
// studio at the next build, with its hint, its allowed values and its limits.
// src/pages/admin/config.yml.ts serves the result; docs/CONTENT.md explains the studio to editors.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { load as parseYaml } from "js-yaml";
import type { z } from "astro/zod";
import { SITE_FILE, sitePaths } from "../content/fields";
import { PAGE_IDS, pageSchema, PAGE_SECTIONS } from "../content/pages";
import * as schemas from "../content/schemas";
import { labelFor, objectFields, studioImage, type StudioContext, type StudioField } from "./fields";

const image = studioImage as never;

/** Every content collection and where the studio edits it. `content.config.ts` must list the same names. */
export const STUDIO_FILES = {
  site: { file: "settings/site.yaml", schema: schemas.siteSchema, label: "Site settings (contact, links, social)" },
  navigation: { file: "settings/navigation.yaml", schema: schemas.navigationSchema, label: "Menus and footers" },
  strings: { file: "settings/strings.yaml", schema: schemas.stringsSchema, label: "Button and screen-reader words" },
  chat: { file: "chat.yaml", schema: schemas.chatSchema, label: "Chat assistant (keywords and pages)" },
  claims: { file: "claims.yaml", schema: schemas.claimsSchema, label: "Claims (figures)" },
  categories: { file: "categories.yaml", schema: schemas.categoriesSchema, label: "Planning categories" },
  testimonials: { file: "testimonials.yaml", schema: schemas.testimonialsSchema, label: "Testimonials" },
  team: { file: "team/team.yaml", schema: schemas.teamSchema({ image }), label: "Team" },
  values: { file: "values.yaml", schema: schemas.valuesSchema, label: "Values (C.L.A.R.I.T.Y.)" },
  differentiators: { file: "differentiators.yaml", schema: schemas.differentiatorsSchema, label: "What sets us apart" },
  plans: { file: "plans.yaml", schema: schemas.plansSchema, label: "Plans" },
  faq: { file: "faq.yaml", schema: schemas.faqSchema, label: "FAQ" },
} as const;

export const STUDIO_FOLDERS = {
  offers: {
    folder: "offers",
    format: "yaml",
    schema: schemas.offerSchema({ image }),
    label: "Partner offers",
    singular: "Partner offer",
    slug: "{{slug}}",
    identifier: "name",
  },
  episodes: {
    folder: "episodes",
    format: "frontmatter",
    schema: schemas.episodeSchema({ image }),
    label: "Podcast episodes",
    singular: "Episode",
    slug: "{{fields.date}}-{{slug}}",
    identifier: "title",
  },
  blog: {
    folder: "blog",
    format: "frontmatter",
    schema: schemas.postSchema,
    label: "Blog posts",
    singular: "Blog post",
    slug: "{{slug}}",
    identifier: "title",
  },
  videos: {
    folder: "videos",
    format: "frontmatter",
    schema: schemas.videoSchema,
    label: "Videos",
    singular: "Video",
    slug: "{{slug}}",
    identifier: "title",
  },
} as const;

/** The collections that are page files, edited section by section. */
export const STUDIO_PAGES = "pages";

const CONTENT = "src/content";
const lucideIcons = fileURLToPath(new URL("../../../node_modules/@lucide/astro/src/icons/", import.meta.url));

/** What the fields offer, read from the site as it is now. */
export function studioContext(root = process.cwd()): StudioContext {
  const site = parseYaml(readFileSync(join(root, SITE_FILE), "utf8")) as { links?: Record<string, unknown> };
  return {
    icons: readdirSync(lucideIcons)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".d.ts"))
      .map((file) => file.replace(/\.ts$/, ""))
      .sort(),
    // "@email" is a mailto: link to contact.email (lib/content/fields.ts, namedLinks()).
    namedLinks: [...Object.keys(site.links ?? {}), "email"],
    sitePaths: sitePaths(),
  };
}

const readData = (root: string, file: string) => parseYaml(readFileSync(join(root, CONTENT, file), "utf8"));

/** How the studio signs in and where it commits (see docs/DEPLOY.md, "The editors' studio"). */
export interface StudioBackend {
  /** GitHub repository, "owner/name". */
  repo: string;
  branch: string;
  /** The OAuth service's address (Decap's base_url); leave out on Netlify, which provides it. */
  authUrl?: string;
  /** Local mode: the address of decap-server's API, e.g. http://localhost:8082/api/v1. */
  localBackendUrl?: string;
}

/** The whole config.yml as an object. */
export function studioConfig(backend: StudioBackend, root = process.cwd(), context = studioContext(root)) {
  const fileField = (file: string, schema: z.ZodType) => objectFields(schema, context, [], readData(root, file));

  const pages = {
    name: STUDIO_PAGES,
    label: "Pages",
    description: "Every page of the site, section by section, in the order they appear.",
    editor: { preview: true },
    files: PAGE_IDS.map((id) => ({
      name: id,
      label: id === "home" ? "Home" : labelFor(id),
      file: `${CONTENT}/pages/${id}.yaml`,
      fields: objectFields(pageSchema(id), context, [], readData(root, `pages/${id}.yaml`)).map((field) =>
        field.name === "sections" ? withSectionHints(field, id) : field,
      ),
    })),
  };

  const settings = Object.entries(STUDIO_FILES).map(([name, { file, schema, label }]) => ({
    name,
    label,
    files: [{ name, label, file: `${CONTENT}/${file}`, fields: fileField(file, schema as z.ZodType) }],
  }));

  const folders = Object.entries(STUDIO_FOLDERS).map(([name, entry]) => {
    const fields = objectFields(entry.schema as z.ZodType, context);
    const markdown = entry.format === "frontmatter";
    return {
      name,
      label: entry.label,
      label_singular: entry.singular,
      folder: `${CONTENT}/${entry.folder}`,
      extension: markdown ? "md" : "yaml",
      format: entry.format,
      create: true,
      delete: true,
      slug: entry.slug,
      identifier_field: entry.identifier,
      summary: `{{${entry.identifier}}}`,
      // Pictures go beside the entry: image() reads them by file name.
      media_folder: "",
      public_folder: "",
      fields: markdown
        ? [
            ...fields,
            {
              name: "body",
              label: "Text",
              widget: "markdown",
              editor_components: [],
              hint: "The page's text. Headings start at ##.",
            },
          ]
        : fields,
    };
  });

  return {
    backend: {
      name: "github",
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
      commit_messages: {
        create: "Studio: add {{collection}} “{{slug}}”",
        update: "Studio: update {{collection}} “{{slug}}”",
        delete: "Studio: delete {{collection}} “{{slug}}”",
        uploadMedia: "Studio: upload “{{path}}”",
        deleteMedia: "Studio: delete “{{path}}”",
      },
    },
    ...(backend.localBackendUrl ? { local_backend: { url: backend.localBackendUrl } } : {}),
    // Drafts and review: every change is a pull request until someone presses Publish.
    publish_mode: "editorial_workflow",
    site_url: "https://www.endevo.life",
    display_url: "https://www.endevo.life",
    // Required by Decap; each collection with pictures sets its own folder (beside its files).
    media_folder: "src/assets/uploads",
    public_folder: "/src/assets/uploads",
    // An emptied optional field is left out of the file, as the schemas expect, not written as "".
    omit_empty_optional_fields: true,
    show_preview_links: true,
    collections: [pages, ...folders, ...settings],
  };
}

/** Names the component that shows each section in its hint. */
function withSectionHints(field: StudioField, id: (typeof PAGE_IDS)[number]): StudioField {
  const components = PAGE_SECTIONS[id] as Record<string, unknown>;
  const fields = (field.fields as StudioField[]).map((section) => ({
    ...section,
    collapsed: true,
    hint: section.hint ?? `The “${labelFor(section.name)}” section${components[section.name] ? "" : ""}.`,
  }));
  return { ...field, collapsed: false, fields };
}
