// html-validate over the built pages in dist/ (scripts/check-dist.mjs, part of `npm test`).
// `recommended` is the strict preset (WHATWG content models, ARIA use, WCAG techniques);
// `document` adds the whole-document rules (doctype, heading order, references to ids).
// The markup comes from two renderers, Astro (.astro) and React (islands, server-rendered),
// so the rules below are tuned for what those write, never for hand-written HTML.
// Prefer fixing the component over switching a rule off; say why next to every change.
const STYLE_ATTRIBUTES = ["media", "blocking", "nonce", "title", "type", "id", "class"];
/** @param {{ hasAttribute(name: string): boolean }} node */
const BARE_STYLE = (node) => !STYLE_ATTRIBUTES.some((name) => node.hasAttribute(name));

/** @type {import("html-validate").ConfigData} */
export default {
  root: true,
  extends: ["html-validate:recommended", "html-validate:document"],
  elements: [
    "html5",
    {
      // Astro writes one bare <style>astro-island,astro-slot,astro-static-slot{display:contents}</style>
      // in <body>, just before the first island (withastro/astro#10308), where HTML expects only metadata.
      // html-validate cannot match an element by its text, so a <style> with none of the attributes a
      // written stylesheet would carry may stand in the body. Any other inline <style> still fails the build:
      // its hash is not in the Content Security Policy (src/integrations/security-policy.mjs).
      style: {
        flow: (node) => BARE_STYLE(node),
        phrasing: (node) => BARE_STYLE(node),
      },
    },
  ],
  rules: {
    // Spelling of boolean and empty attributes: Astro writes `hidden`, React writes `hidden=""`.
    // Both are the same valid HTML and neither is written by hand (html-validate's own
    // `browser` preset switches these off for the same reason).
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // Void elements: React writes `<input/>` and `<img/>`, Astro writes `<input>`; both are the
    // same valid HTML and neither is written by hand.
    "void-style": "off",
    // Ids only need to be unique and free of spaces (the HTML rule). React's useId() makes ids
    // like `_r1_` (unique per page: Astro gives every island its own prefix); `no-dup-id` still
    // catches duplicates.
    "valid-id": ["error", { relaxed: true }],
    // aria-label/aria-labelledby on any element whose role may be named in ARIA 1.2, such as a
    // labelled list (`<ul aria-labelledby="offers-heading">`). Still an error on generic
    // elements (div, span) where a name is prohibited.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // A group of checkboxes shares one name (`?category=a&category=b`), like radio buttons do.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // Subresource integrity for resources from other origins only: our own hashed /_astro/
    // files come from the same origin as the page.
    "require-sri": ["error", { target: "crossorigin" }],
  },
};
